// The user form's values and what is sent from them: text inputs hold '' (React wants no null value),
// the API receives null for a blank field.
import type { Actor } from '@domain/users/actor';
import type { UserProfile } from '@domain/users/events';
import type { Habilitation, Right } from '@domain/users/habilitations';
import type { PublicUser, UserInput } from '../../api/users';
import { blanksToNull, currentOf, valuesDiffer } from '../../lib/forms';

/** Values of the user form, every field present. */
export interface UserFormValues {
  initials: string;
  gender: UserProfile['gender'];
  surname: string;
  name: string;
  birth_date: string | null;
  tel: string;
  tel2: string;
  email: string;
  email2: string;
  address_street: string;
  address_postal_code: string;
  address_city: string;
  habilitation: Habilitation;
  antenna_id: string | null;
  role: string;
  role_spec: string;
  cotisation: UserProfile['cotisation'];
  /** NumberInput gives '' when emptied. */
  activity_time: number | string;
  procuration: boolean;
  delegation: boolean;
  actif: boolean;
  convention: boolean;
  cni: boolean;
  activity: { start_date: string | null; end_date: string | null };
  comment: string;
  rights: Right[];
  login: string;
  password: string;
}

/** The form filled with a loaded user. */
export function toFormValues(user: PublicUser): UserFormValues {
  return {
    initials: user.initials ?? '',
    gender: user.gender ?? null,
    surname: user.surname ?? '',
    name: user.name ?? '',
    birth_date: user.birth_date ?? null,
    tel: user.tel ?? '',
    tel2: user.tel2 ?? '',
    email: user.email ?? '',
    email2: user.email2 ?? '',
    address_street: user.address_street ?? '',
    address_postal_code: user.address_postal_code ?? '',
    address_city: user.address_city ?? '',
    habilitation: user.habilitation,
    antenna_id: user.antenna_id ?? null,
    role: user.role ?? '',
    role_spec: user.role_spec ?? '',
    cotisation: user.cotisation ?? null,
    activity_time: user.activity_time ?? '',
    procuration: user.procuration ?? false,
    delegation: user.delegation ?? false,
    actif: user.actif ?? true,
    convention: user.convention ?? false,
    cni: user.cni ?? false,
    activity: { start_date: user.activity?.start_date ?? null, end_date: user.activity?.end_date ?? null },
    comment: user.comment ?? '',
    rights: [...(user.rights ?? [])],
    login: user.login,
    password: '',
  };
}

/** The rights a new user of each habilitation starts with, as the creator may give them (the session's abilities). */
export type DefaultRights = Record<Habilitation, Right[]>;

/** A new user: volunteer, active, in the creator's antenna, with the volunteer's usual rights as the creator may give them. */
export function newUserValues(actor: Actor, defaults: DefaultRights): UserFormValues {
  return {
    ...toFormValues({
      _id: '',
      login: '',
      created_on: '',
      surname: '',
      name: '',
      habilitation: 'volunteer',
      antenna_id: actor.antenna_id,
      actif: true,
      rights: [],
    }),
    rights: [...defaults.volunteer],
  };
}

/** The profile the values describe, blanks as null (no login, no password). */
export function toProfile(values: UserFormValues): UserProfile {
  const { login: _login, password: _password, activity_time, ...profile } = values;
  const hours = typeof activity_time === 'number' ? activity_time : activity_time.trim() === '' ? null : Number(activity_time);
  return blanksToNull({ ...profile, activity_time: hours });
}

// Blank and null are the same; so are the same rights ticked in another order.
const comparable = (values: UserFormValues) => ({
  ...toProfile(values),
  rights: [...values.rights].sort(),
  login: values.login,
  password: values.password,
});

/** True when the two values describe different users. */
export const differs = (a: UserFormValues, b: UserFormValues) => valuesDiffer(a, b, comparable);

/** Same rights, whatever the order. */
export const sameRights = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((right) => b.includes(right));

/**
 * The body of a creation. Rights left at the habilitation's usual profile are not sent: the server
 * then gives that profile itself, as this creator may give it (the session's `default_rights`, judged by the server).
 */
export function toNewUser(values: UserFormValues, defaults: DefaultRights): UserInput {
  const { rights, ...profile } = toProfile(values);
  const user: UserInput = { ...profile, login: values.login.trim(), password: values.password };
  return sameRights(rights, defaults[values.habilitation]) ? user : { ...user, rights };
}

/**
 * The `current` of an update: the user as loaded with the edited profile fields (identity and login
 * are no profile fields: they stay as loaded). A field the form only filled in (an absent box shown
 * unticked) keeps its loaded value, so the server records what the person changed and nothing else.
 */
export const toCurrent = (origin: PublicUser, values: UserFormValues): PublicUser =>
  currentOf(origin, toProfile(values), toProfile(toFormValues(origin)));
