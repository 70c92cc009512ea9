import { conflict } from '../shared/errors';
import { USER_MESSAGES } from './rules';

/** The key a login is reserved under: logins differing only by case or surrounding spaces are the same. */
export const loginKey = (login: string) => login.trim().toLowerCase();

/** The refusal of a login held by another user. */
export const loginTaken = () => conflict('USER_ALREADY_EXISTS', USER_MESSAGES.loginTaken);
