/** What arrived: a letter, a parcel, or a registered letter (often only its notice of delivery). */
export const MAIL_KINDS = ['Courrier', 'Colis', 'Recommandé / avis de passage'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How a mail left the antenna: handed to the person, to a proxy of the file, or returned to the sender. */
export const HANDED_TO = ['recipient', 'proxy', 'sender'] as const;
export type HandedTo = (typeof HANDED_TO)[number];

export const HANDED_TO_LABELS: Record<HandedTo, string> = {
  recipient: "Remis à l'accueilli",
  proxy: 'Remis au mandataire',
  sender: "Retourné à l'expéditeur",
};

/**
 * A mail logged at the antenna for a domiciled person: who received it, how many items, when it
 * arrived; once it has left, when (received_date, the API's name: docs/api.md, 'Mails and proxies'), how and by whom.
 */
export interface MailFields {
  user_id: string;
  number: number;
  date: string;
  kind: MailKind;
  comment?: string | null;
  received_date?: string | null;
  handed_to?: HandedTo | null;
  handed_by?: string | null;
  proxy_id?: string | null;
}

/** A proxy ('procuration'): someone the person allows to collect their mail, with their identity document, for a period. */
export interface ProxyFields {
  name: string;
  identity_document: string;
  start_date: string;
  end_date?: string | null;
}
