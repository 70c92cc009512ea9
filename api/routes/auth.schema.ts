import { Type } from '@sinclair/typebox';
import { object, requiredText } from '../schemas';

const token = Type.String({ maxLength: 2000 });

/** POST /api/auth/login */
export const loginSchema = { body: object({ username: requiredText(100), password: requiredText(200) }) };

/** POST /api/auth/logout and /api/auth/check */
export const tokenSchema = { body: object({ token }) };
