import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { reasonOf, showServerErrors, UNKNOWN_ERROR } from './saveFeedback';

describe('reasonOf', () => {
  it("gives the server's words for a refusal it explains, else 'Erreur inconnue'", () => {
    const refused = new ApiError(403, 'FORBIDDEN', "Vous n'avez pas les droits");
    expect(reasonOf(refused)).toBe("Vous n'avez pas les droits");
    expect(reasonOf(new Error('bug'))).toBe(UNKNOWN_ERROR);
    expect(reasonOf(new ApiError(500, 'SOMETHING_WRONG', 'Internal'), (error) => error.status < 500)).toBe(UNKNOWN_ERROR);
  });
});

describe('showServerErrors', () => {
  it('puts field errors beside the fields, and tells whether there were any', () => {
    const shown: Record<string, string>[] = [];
    const form = { setErrors: (errors: Record<string, string>) => shown.push(errors) };
    expect(showServerErrors(form, new ApiError(400, 'INVALID', 'Invalide', { name: 'Le nom est requis' }))).toBe(true);
    expect(showServerErrors(form, new ApiError(409, 'CONFLICT', 'Conflit'))).toBe(false);
    expect(shown).toEqual([{ name: 'Le nom est requis' }]);
  });
});
