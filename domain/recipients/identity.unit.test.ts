import { describe, expect, it } from 'vitest';
import { identityKey } from './identity';

describe('identityKey', () => {
  const eloise = { surname: 'Éloïse', name: 'Le Goff', birth_date: '1990-03-14' };

  it('ignores case, accents and spaces', () => {
    expect(identityKey({ surname: '  eloise', name: 'LEGOFF ', birth_date: '1990-03-14' })).toBe(identityKey(eloise));
    expect(identityKey({ surname: 'ÉLOÏSE', name: 'le  goff', birth_date: '1990-03-14' })).toBe(identityKey(eloise));
  });

  it('differs on the birth date, the first name or the name', () => {
    expect(identityKey({ ...eloise, birth_date: '1990-03-15' })).not.toBe(identityKey(eloise));
    expect(identityKey({ ...eloise, surname: 'Héloïse' })).not.toBe(identityKey(eloise));
    expect(identityKey({ ...eloise, name: 'Le Gall' })).not.toBe(identityKey(eloise));
  });

  it('keeps first name and name apart, so that they cannot trade letters', () => {
    expect(identityKey({ surname: 'Jean', name: 'Marc', birth_date: '1970-01-01' })).not.toBe(
      identityKey({ surname: 'Jeanm', name: 'Arc', birth_date: '1970-01-01' }),
    );
  });

  it('tolerates missing parts', () => {
    expect(identityKey({ surname: null, name: undefined, birth_date: null })).toBe('--');
  });
});
