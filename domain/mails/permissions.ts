import type { MailFields } from './fields';
import { isPending } from './rules';

// Whoever may open a file logs, edits, hands over and deletes its mails and proxies (docs/permissions.md, 'Mails');
// what is left to decide is what each record allows now.

/** What a mail allows: 'Remis' only while it waits. */
export const mailAbilities = (mail: Pick<MailFields, 'received_date'>) => ({ edit: true, delete: true, hand_over: isPending(mail) });

/** What a proxy allows: no deletion once mail was handed over under it (the hand-over names it). */
export const proxyAbilities = (used: boolean) => ({ edit: true, delete: !used });
