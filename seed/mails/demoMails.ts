import type { MailKind } from '@domain/mails/fields';

// The demo mail log: files with an odd number get mail (the domiciled ones among them, once the
// domiciliations are seeded), some still waiting, a few proxies and redirections. A plan per file,
// drawn from its number so that each seed run gives the same log; days count back from the seed day.

/** One mail of a file: arrived `ago` days before the seed day; left `kept` days after it arrived, or still waits. */
export interface DemoMail {
  ago: number;
  kind: MailKind;
  number: number;
  kept?: number;
  to?: 'proxy' | 'sender';
  comment?: string;
}

const KINDS: MailKind[] = ['Courrier', 'Courrier', 'Colis', 'Courrier', 'Recommandé / avis de passage'];
const COMMENTS = ['Courrier CAF', 'Convocation France Travail', 'Courrier de la préfecture', 'Relevé CPAM', 'Avis d’imposition'];

export const DEMO_PROXIES = [
  { name: 'Mme Samia Haddad (sœur)', identity_document: 'CNI n°130469784512' },
  { name: 'M. Gérard Morel (père)', identity_document: 'CNI n°880742196537' },
  { name: 'Mme Claire Dumas (compagne)', identity_document: 'Titre de séjour n°6903251478' },
];

export const DEMO_REDIRECTIONS = [
  'Chez M. et Mme Petit, 8 rue Paul Bert, 69003 Lyon',
  'CHRS Le Relais, 25 avenue de la République, 13001 Marseille',
  'Chez son frère, 41 rue Nationale, 59000 Lille',
];

/** Whether a file of that number gets mail. */
export const getsMail = (fileNumber: number) => fileNumber % 2 === 1;

/**
 * The mails of a file: one to four, the latest still waiting on two files in three, an older one
 * handed to the proxy when the file has one, one returned to its sender now and then.
 */
export function demoMailsOf(fileNumber: number, withProxy: boolean): DemoMail[] {
  const k = (fileNumber - 1) / 2;
  return Array.from({ length: 1 + (k % 4) }, (_, i): DemoMail => {
    const ago = 3 + 11 * i + (k % 5);
    const waiting = i === 0 && k % 3 !== 0;
    const to = i === 1 && withProxy ? 'proxy' : i === 2 && k % 2 === 1 ? 'sender' : undefined;
    return {
      ago,
      kind: KINDS[(k + i) % KINDS.length],
      number: 1 + ((k + i) % 3 === 2 ? 1 : 0),
      ...(!waiting && { kept: Math.min(ago, 1 + ((k + i) % 6)) }),
      ...(to && { to }),
      ...((k + i) % 4 === 1 && { comment: COMMENTS[(k + i) % COMMENTS.length] }),
    };
  });
}

/** Files of these numbers (odd ones) get a proxy; files of the other list a redirection. */
export const withProxy = (fileNumber: number) => fileNumber % 10 === 3;
export const withRedirection = (fileNumber: number) => fileNumber % 14 === 5;
