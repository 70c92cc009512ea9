import { parseCount } from '../shared/amounts';
import { isBlank } from '../shared/validation';

// How the Formation/Emploi forms are read before their rules judge them: years and months typed as
// digits become numbers, unticked boxes are false.

/** A count as a number when it reads as one; blank as null; anything else kept for the rules to name. */
export const readCount = (value: unknown): unknown => (isBlank(value) ? null : (parseCount(value) ?? value));

/** The counts at these fields read as numbers (see readCount). */
export function withCounts<T extends object>(form: T, fields: readonly (keyof T)[]): T {
  return { ...form, ...Object.fromEntries(fields.map((field) => [field, readCount(form[field])])) };
}

/** The yes/no fields left out or null as false. */
export function withFlags<T extends object>(form: T, fields: readonly (keyof T)[]): T {
  return { ...form, ...Object.fromEntries(fields.map((field) => [field, form[field] === true])) };
}
