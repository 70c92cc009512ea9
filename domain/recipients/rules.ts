import { minLength, oneOf, required, validDate, type Rule } from '../shared/validation';
import { RECIPIENT_CIVILITIES } from './fields';

/** Rules of the recipient form (creation and civil tab). */
export const recipientRules: Rule[] = [
  required('antenna_id', "L'antenne d'accueil est requise"),
  required('surname', 'Le prénom est requis'),
  minLength('surname', 1, 'Prénom invalide'),
  required('name', 'Le nom est requis'),
  minLength('name', 1, 'Nom invalide'),
  required('birth_date', 'La date de naissance est requise'),
  validDate('birth_date', 'Date invalide'),
  required('birth_place.city', 'La ville de naissance est requise'),
  required('birth_place.country', 'Le pays de naissance est requis'),
  required('nationality', 'La nationalitée est requis'),
  required('nationality_status', 'Le statut est requis'),
  required('family_status', 'La situation familiale est requise'),
  oneOf('civility', RECIPIENT_CIVILITIES, 'Civilité invalide'),
  validDate('validity_end_date', 'Date invalide'),
  validDate('france_entry', 'Date invalide'),
  validDate('first_meeting', 'Date invalide'),
];

/** Nationality statuses (labels) whose papers have an end of validity: only then is the date asked. */
export const STATUSES_WITH_VALIDITY = ['Titre de séjour', 'Titre provisoire', 'Résident'] as const;

/** Reference labels a new file starts with. */
export const RECIPIENT_DEFAULT_LABELS = { nationality: 'Français', family_status: 'Célibataire' } as const;

/** Messages of the recipient file. */
export const RECIPIENT_MESSAGES = {
  notFound: 'Dossier introuvable',
  forbiddenFile: "Vous n'avez pas le droit de consulter ce dossier !",
  similar: (antenna: string) => `Un accueilli existe déjà (même prénom, nom et date de naissance) dans l'antenne ${antenna}`,
  radiationDate: 'Veuillez indiquer la date de radiation',
  renewalDate: 'Veuillez indiquer la date de renouvellement',
  alreadyRadiated: 'Ce dossier est déjà radié',
  notRadiated: "Ce dossier n'est pas radié",
  renewAdminOnly: 'Seul un administrateur peut rouvrir les droits d’un dossier radié. Contactez un administrateur.',
  sameAntenna: "L'antenne de destination est égale à l'antenne courante",
  transferReferentRequired: "Veuillez choisir le nouveau référent dans l'antenne de destination",
  referentOutsideDestination: "Le référent doit être un accueillant de l'antenne de destination",
  unknownAntenna: 'Antenne inconnue',
  unknownReferent: 'Référent inconnu',
  referentOtherAntenna: "Le référent doit être un accueillant de l'antenne du dossier",
  ownAntennaOnly: 'Vous ne pouvez choisir que votre antenne',
  readOnlyField: 'Ce champ ne se modifie pas depuis la fiche',
  volunteersCannotDelete: 'Les bénévoles ne peuvent pas supprimer un dossier',
  commentRequired: 'Le commentaire est vide',
  commentNotFound: 'Commentaire introuvable',
  commentAuthorOnly: "Seul l'auteur peut modifier ce commentaire",
  commentDeleteForbidden: "Seul l'auteur ou un administrateur peut supprimer ce commentaire",
  notYetFiled: "Ce dossier n'existait pas à cette date",
  systemAuthor: 'Système',
  unknownAuthor: 'Utilisateur inconnu',
} as const;
