import { describe, expect, it } from 'vitest';
import { isIsoDate, minLength, oneOf, required, sameAs, validate, validDate, when } from './validation';

describe('required', () => {
  const rule = required('name', 'Le nom est requis');

  it.each([undefined, null, '', '   ', []])('refuses %j', (value) => {
    expect(validate([rule], { name: value })).toEqual({ name: 'Le nom est requis' });
  });

  it.each(['Nord', 0, false, ['a']])('accepts %j', (value) => {
    expect(validate([rule], { name: value })).toEqual({});
  });
});

describe('minLength', () => {
  const rule = minLength('name', 4, 'Nom trop court');

  it('refuses fewer characters, spaces around not counted', () => {
    expect(validate([rule], { name: '  Sud  ' })).toEqual({ name: 'Nom trop court' });
  });

  it('accepts exactly the minimum', () => {
    expect(validate([rule], { name: 'Nord' })).toEqual({});
  });

  it('leaves an absent value to required', () => {
    expect(validate([rule], {})).toEqual({});
  });
});

describe('oneOf', () => {
  const rule = oneOf('habilitation', ['admin', 'volunteer'], "L'habilitation est requise");

  it('accepts a listed value and an absent one', () => {
    expect(validate([rule], { habilitation: 'admin' })).toEqual({});
    expect(validate([rule], { habilitation: null })).toEqual({});
  });

  it('refuses a value not listed', () => {
    expect(validate([rule], { habilitation: 'chef' })).toEqual({ habilitation: "L'habilitation est requise" });
  });
});

describe('validDate', () => {
  const rule = validDate('birth_date', 'Date invalide');

  it('accepts a real date and an absent one', () => {
    expect(validate([rule], { birth_date: '1990-07-14' })).toEqual({});
    expect(validate([rule], { birth_date: '' })).toEqual({});
  });

  it('refuses an impossible date', () => {
    expect(validate([rule], { birth_date: '1990-02-30' })).toEqual({ birth_date: 'Date invalide' });
  });
});

describe('sameAs', () => {
  const rule = sameAs('newRepeated', 'new', 'Les nouveaux mdp ne correspondent pas');

  it('accepts the same value', () => {
    expect(validate([rule], { new: 'nouveau-mdp', newRepeated: 'nouveau-mdp' })).toEqual({});
  });

  it('refuses a different value', () => {
    expect(validate([rule], { new: 'nouveau-mdp', newRepeated: 'nouveau-mpd' })).toEqual({
      newRepeated: 'Les nouveaux mdp ne correspondent pas',
    });
  });

  it('compares with a nested field', () => {
    const nested = sameAs('confirm', 'account.email', 'Les adresses ne correspondent pas');
    expect(validate([nested], { account: { email: 'a@b.fr' }, confirm: 'a@b.fr' })).toEqual({});
    expect(validate([nested], { account: { email: 'a@b.fr' }, confirm: 'c@b.fr' })).toEqual({
      confirm: 'Les adresses ne correspondent pas',
    });
  });
});

describe('when', () => {
  const rules = when((values) => values.hosted === true, [required('hotel', "L'hôtel est requis")]);

  it('applies the rules when the condition holds', () => {
    expect(validate(rules, { hosted: true })).toEqual({ hotel: "L'hôtel est requis" });
  });

  it('skips the rules when the condition does not hold', () => {
    expect(validate(rules, { hosted: false })).toEqual({});
  });
});

describe('validate', () => {
  const rules = [
    required('name', 'Le nom est requis'),
    minLength('name', 4, 'Nom trop court'),
    required('address.city', "L'adresse est requise"),
  ];

  it('keeps only the first failing message of each field', () => {
    const ordered = [minLength('name', 4, 'Nom trop court'), oneOf('name', ['Nord', 'Sud-Est'], 'Antenne inconnue')];
    expect(validate(ordered, { name: 'Sud' })).toEqual({ name: 'Nom trop court' });
    expect(validate(ordered, { name: 'Ouest' })).toEqual({ name: 'Antenne inconnue' });
  });

  it('reports every failing field, nested ones by dotted path', () => {
    expect(validate(rules, { name: 'Sud', address: {} })).toEqual({ name: 'Nom trop court', 'address.city': "L'adresse est requise" });
  });

  it('is empty for a valid form', () => {
    expect(validate(rules, { name: 'Nord', address: { city: 'Lille' } })).toEqual({});
  });
});

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-01-00',
    '2026-1-05',
    '05/01/2026',
    '2026-01-05T00:00:00Z',
    '',
  ])('refuses %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isIsoDate(20260105)).toBe(false);
    expect(isIsoDate(new Date('2026-01-05'))).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
