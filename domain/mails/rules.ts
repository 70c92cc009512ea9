import { parseCount } from '../shared/amounts';
import { isBlank, isIsoDate, oneOf, required, validate, validDate, when, type FieldErrors, type Rule } from '../shared/validation';
import { HANDED_TO, MAIL_KINDS, type MailFields, type ProxyFields } from './fields';

/** The mail modal's messages (docs/recipient-file.md), then those of kinds, hand-overs and proxies (docs/api.md, 'Mails and proxies'). */
export const MAIL_MESSAGES = {
  missingFields: 'Courrier non mis à jour. Des champs sont manquants',
  userRequired: "L'accueillant est requis",
  dateRequired: 'La date est requise',
  badNumber: 'Le nombre de plis doit être un entier entre 1 et 999',
  unknownKind: 'Type de courrier inconnu',
  futureArrival: 'Un courrier ne peut pas arriver dans le futur',
  badDate: 'Date invalide',
  unknownHandedTo: 'Mode de remise inconnu',
  handedBeforeArrival: 'Un courrier ne peut pas être remis avant son arrivée',
  futureHandOver: 'Un courrier ne peut pas être remis dans le futur',
  proxyRequired: 'La procuration est requise',
  unknownProxy: 'Procuration inconnue',
  proxyNotValid: "Cette procuration n'est pas valable à la date de remise",
  notFound: 'Courrier introuvable',
  alreadyHandedOver: 'Ce courrier a déjà été remis',
  unknownUser: 'Accueillant inconnu',
  userOtherAntenna: "L'accueillant doit être de votre antenne",
} as const;

export const PROXY_MESSAGES = {
  missingFields: 'Procuration non mise à jour. Des champs sont manquants',
  nameRequired: 'Le nom du mandataire est requis',
  documentRequired: "La pièce d'identité est requise",
  startRequired: 'La date de début est requise',
  badDate: 'Date invalide',
  endBeforeStart: 'La date de fin doit suivre la date de début',
  notFound: 'Procuration introuvable',
  inUse: 'Du courrier a été remis sous cette procuration : elle ne peut pas être supprimée',
  datesInUse: 'Du courrier a été remis sous cette procuration en dehors de ces dates',
} as const;

const M = MAIL_MESSAGES;

/** The most items one entry counts: a bigger bundle is logged in several entries. */
export const MAX_MAIL_ITEMS = 999;

/** A count of items the form may send as text; blank is read as one item by the server. */
const itemCount: Rule = {
  path: 'number',
  message: M.badNumber,
  test: (value) => {
    if (isBlank(value)) return true;
    const count = parseCount(value);
    return count !== null && count >= 1 && count <= MAX_MAIL_ITEMS;
  },
};

/** Rules of the mail modal: its two required fields (an invalid arrival date reads as missing), then the others (docs/api.md). */
export const mailRules: Rule[] = [
  required('user_id', M.userRequired),
  required('date', M.dateRequired),
  validDate('date', M.dateRequired),
  itemCount,
  oneOf('kind', MAIL_KINDS, M.unknownKind),
  validDate('received_date', M.badDate),
  oneOf('handed_to', HANDED_TO, M.unknownHandedTo),
  ...when((mail) => mail.handed_to === 'proxy', [required('proxy_id', M.proxyRequired)]),
];

/** Rules of the proxy modal. */
export const proxyRules: Rule[] = [
  required('name', PROXY_MESSAGES.nameRequired),
  required('identity_document', PROXY_MESSAGES.documentRequired),
  required('start_date', PROXY_MESSAGES.startRequired),
  validDate('start_date', PROXY_MESSAGES.badDate),
  validDate('end_date', PROXY_MESSAGES.badDate),
];

/** A proxy holds on a day from its start to its end (none: until it is withdrawn). */
export const proxyValidOn = (proxy: Pick<ProxyFields, 'start_date' | 'end_date'>, day: string) =>
  proxy.start_date <= day && (!proxy.end_date || day <= proxy.end_date);

/** A mail still waiting at the antenna. */
export const isPending = (mail: Pick<MailFields, 'received_date'>) => !mail.received_date;

/** How many mails of a file wait at the antenna: the header and the mails table show it. */
export const pendingMailCount = (mails: Record<string, MailFields>) => Object.values(mails).filter(isPending).length;

/**
 * What is wrong with a mail, field by field: the form's rules, an arrival in the future, a hand-over
 * before the arrival or in the future, a proxy the file does not have or that did not hold that day.
 */
export function mailErrors(mail: Record<string, unknown>, today: string, proxies: Record<string, ProxyFields>): FieldErrors {
  const errors = validate(mailRules, mail);
  const arrival = isIsoDate(mail.date) ? String(mail.date) : null;
  const left = isIsoDate(mail.received_date) ? String(mail.received_date) : null;
  if (arrival && arrival > today) errors.date ??= M.futureArrival;
  if (left && arrival && left < arrival) errors.received_date ??= M.handedBeforeArrival;
  if (left && left > today) errors.received_date ??= M.futureHandOver;
  if (mail.handed_to === 'proxy' && !isBlank(mail.proxy_id)) {
    const proxy = proxies[String(mail.proxy_id)];
    if (!proxy) errors.proxy_id ??= M.unknownProxy;
    else if (left && !proxyValidOn(proxy, left)) errors.proxy_id ??= M.proxyNotValid;
  }
  return errors;
}

/** What is wrong with a proxy: the form's rules and an end before the start. */
export function proxyErrors(proxy: Record<string, unknown>): FieldErrors {
  const errors = validate(proxyRules, proxy);
  if (isIsoDate(proxy.start_date) && isIsoDate(proxy.end_date) && String(proxy.end_date) < String(proxy.start_date))
    errors.end_date ??= PROXY_MESSAGES.endBeforeStart;
  return errors;
}
