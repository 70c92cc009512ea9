import { required, validDate, type Rule } from '../shared/validation';

/** The messages of the Contacts tab (docs/recipient-file.md and docs/api.md, 'Contacts'). */
export const CONTACT_LINK_MESSAGES = {
  /** Any failure of the recipient contact modal. */
  missingFields: 'Des champs sont manquants',
  contactRequired: 'Le contact est requis',
  unknownContact: 'Contact inconnu',
  unknownOrganism: 'Organisme inconnu',
  badDate: 'Date invalide',
  alreadyLinked: 'Ce contact est déjà lié à ce dossier',
  notLinked: "Ce contact n'est pas lié à ce dossier",
  added: 'Contact ajouté',
  updated: 'Contact mis à jour',
  newContact: 'Nouveau contact enregistré en base',
  newContactAndOrganism: 'Nouveaux contacts et organismes enregistrés en base',
  confirmRemoval: 'Souhaitez-vous supprimer le contact',
  removed: "L'élément a été supprimé",
  /** The toast of a saved element, for 'Orienté par' and 'Suivi par' as for every box saved at once. */
  orientationSaved: 'Élément enregistré',
  notSaved: 'Modifications non enregistrées',
} as const;

const M = CONTACT_LINK_MESSAGES;

/** Rules of a link: a contact, and a real date when one is given. */
export const contactLinkRules: Rule[] = [required('contact_id', M.contactRequired), validDate('date', M.badDate)];

/** The toast after a free entry, from what the address book gained (null: nothing was created). */
export function createdNotice(created: { contact: boolean; organism: boolean }): string | null {
  if (created.organism) return M.newContactAndOrganism;
  return created.contact ? M.newContact : null;
}
