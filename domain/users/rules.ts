import { minLength, oneOf, required, sameAs, validDate, type Rule } from '../shared/validation';
import { HABILITATIONS } from './habilitations';

export const LOGIN_MIN = 6;
export const PASSWORD_MIN = 8;

/** Rules of the User form. */
export const userRules: Rule[] = [
  required('surname', 'Le prénom est requis'),
  minLength('surname', 1, 'Prénom invalide'),
  required('name', 'Le nom est requis'),
  minLength('name', 1, 'Nom invalide'),
  required('habilitation', "L'habilitation est requise"),
  oneOf('habilitation', HABILITATIONS, "L'habilitation est requise"),
  required('activity.start_date', "La date de début d'acivité est requise"),
  validDate('activity.start_date', 'Date invalide'),
  validDate('activity.end_date', 'Date invalide'),
  validDate('birth_date', 'Date invalide'),
];

/** Rules of the User form in creation mode: login and password too. */
export const newUserRules: Rule[] = [
  ...userRules,
  required('login', 'Le login est requis'),
  minLength('login', LOGIN_MIN, 'Login trop court (6 car. minimum'),
  required('password', 'Le mot de passe est requis'),
  minLength('password', PASSWORD_MIN, 'Mot de passe trop court (8 car. minimum)'),
];

/** Rules of the password form (old, new, repeated). */
export const passwordRules: Rule[] = [
  required('old', "L'ancien mdp est requis"),
  required('new', 'Le nouveau mdp est requis'),
  minLength('new', PASSWORD_MIN, 'Mot de passe trop court (8 car. minimum)'),
  required('newRepeated', 'Le nouveau mdp est requis'),
  minLength('newRepeated', PASSWORD_MIN, 'Mot de passe trop court (8 car. minimum)'),
  sameAs('newRepeated', 'new', 'Les nouveaux mdp ne correspondent pas'),
];

/** Rules of the sign-in form. */
export const loginRules: Rule[] = [required('username', "L'identifiant est requis"), required('password', 'Le mot de passe est requis')];

/** Messages of the users screens. */
export const USER_MESSAGES = {
  loginTaken: 'Le login est déjà utilisé',
  wrongPassword: "L'ancien mot de passe est invalide",
  superior: 'Cet utilisateur est supérieur à vous hierarchiquement !',
  forbiddenOpen: 'Action interdite à votre profil',
  notFound: 'Utilisateur introuvable',
  loginReadOnly: 'Le login ne peut pas être modifié',
  unknownAntenna: 'Antenne inconnue',
  ownAntennaOnly: 'Vous ne pouvez choisir que votre antenne',
  ownAntenna: 'Vous ne pouvez pas changer votre propre antenne',
  habilitationTooHigh: 'Vous ne pouvez pas attribuer une habilitation supérieure à la vôtre',
  rightsNotHeld: "Vous ne pouvez pas attribuer ni retirer des droits que vous n'avez pas",
  liftRestriction: "Seul un administrateur peut lever l'accès limité aux dossiers de son antenne",
  ownAccount: 'Vous ne pouvez pas modifier votre propre habilitation, vos droits ni votre statut',
  deleteSelf: 'Vous ne pouvez pas supprimer votre propre compte',
  ownerOnlyPassword: 'Seul le titulaire du compte peut changer son mot de passe',
} as const;
