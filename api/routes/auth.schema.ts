import { object, requiredText } from '../schemas';

const token = { type: 'string', maxLength: 2000 };

/** POST /api/auth/login */
export const loginSchema = { body: object({ username: requiredText(100), password: requiredText(200) }) };

/** POST /api/auth/logout and /api/auth/check */
export const tokenSchema = { body: object({ token }) };
