import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { admitForm } from './forms';

describe('admitForm', () => {
  it('gives the form as its record when the rules found nothing wrong', () => {
    const form = { name: 'Antenne de Lyon', tel: '' };
    expect(admitForm<{ name: string; tel: string }>(form, {})).toBe(form);
  });

  it('refuses a form the rules found wrong, naming each field, with the message asked for', () => {
    const refusal = (() => {
      try {
        admitForm<{ name: string }>({ name: null }, { name: 'Nom obligatoire' }, 'Veuillez remplir les champs obligatoires');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: 'Veuillez remplir les champs obligatoires',
      errors: { name: 'Nom obligatoire' },
    });
  });
});
