import { describe, expect, it } from 'vitest';
import type { ContactLinkRow } from '../../../api/contactLinks';
import { heldOrganism, linkValues, newLinkValues, otherInput, refInput, validateLink, type ContactLinkFormValues } from './contactLinkForm';

const row = (fields: Partial<ContactLinkRow> = {}): ContactLinkRow => ({
  contact_id: 'c-1',
  date: '2026-03-02',
  visible: true,
  civility: 'Mme',
  surname: 'Claire',
  name: 'Vasseur',
  fonction_id: 'f-1',
  fonction: 'Conseiller pénitentiaire',
  tel: '0472846312',
  email: null,
  organism_id: 'o-1',
  organism_name: 'SPIP du Rhône',
  postal_code: '69003',
  city: 'Lyon',
  abilities: { edit: true, delete: true, put_first: true, edit_contact: true },
  ...fields,
});

/** A contact entered freely, its names and phone given. */
const free = (organism: Partial<ContactLinkFormValues> = {}): ContactLinkFormValues => {
  const values = newLinkValues('2026-03-02');
  return { ...values, mode: 'free', contact: { ...values.contact, surname: ' Inès ', name: 'Garcia', tel: '0478000002' }, ...organism };
};

const typed = (name: string, domain_id: string | null = null) => ({
  organism_mode: 'typed' as const,
  organism: { name, domain_id, address: { street: '', postal_code: '69007', city: 'Lyon' } },
});

describe('a new link', () => {
  it('starts today, its contact to be chosen in the address book, which the rules require', () => {
    const values = newLinkValues('2026-03-02');
    expect(refInput(values)).toEqual({ contact_id: '', date: '2026-03-02' });
    expect(validateLink(values, [])).toEqual({ contact_id: 'Le contact est requis' });
    expect(validateLink({ ...values, contact_id: 'c-9' }, [])).toEqual({});
  });

  it('asks a contact entered freely for its names and phone, at their path in the body', () => {
    expect(validateLink({ ...newLinkValues('2026-03-02'), mode: 'free' }, [])).toEqual({
      'contact.surname': 'Le prénom est requis',
      'contact.name': 'Le nom est requis',
      'contact.tel': 'Le Téléphone est requis',
    });
  });

  it('sends a contact entered freely trimmed, blanks as null, with the organism chosen', () => {
    expect(otherInput({ ...free(), organism_id: 'o-1' })).toEqual({
      contact: { civility: null, surname: 'Inès', name: 'Garcia', fonction_id: null, tel: '0478000002', email: null },
      organism_id: 'o-1',
      organism: null,
      date: '2026-03-02',
    });
  });

  it('sends an organism typed in instead of the one chosen, and none when nothing is typed', () => {
    const values = { ...free(typed(' Mission locale ', 'd-1')), organism_id: 'o-1' };
    expect(otherInput(values)).toMatchObject({
      organism_id: null,
      organism: { name: 'Mission locale', domain_id: 'd-1', address: { street: null, postal_code: '69007', city: 'Lyon' } },
    });
    expect(otherInput(free({ organism_mode: 'typed' }))).toMatchObject({ organism_id: null, organism: null });
  });

  it('asks a new organism for its name and domain, and refuses a name an organism bears already, naming it', () => {
    expect(validateLink(free(typed('')), [])).toEqual({
      'organism.name': 'Le nom est requis',
      'organism.domain_id': 'Le domaine est requis',
    });
    expect(validateLink(free(typed('Mission locale')), [])).toEqual({ 'organism.domain_id': 'Le domaine est requis' });
    expect(validateLink(free(typed('spip du rhone')), [{ _id: 'o-1', name: 'SPIP du Rhône' }])).toEqual({
      'organism.name': "L'organisme SPIP du Rhône existe déjà.",
    });
  });

  it('refuses an impossible date', () => {
    expect(validateLink({ ...free(), date: '2026-02-30' }, [])).toEqual({ date: 'Date invalide' });
  });
});

describe('the organism already bearing a typed name', () => {
  it('is found with case, accents, spaces and dots aside', () => {
    const organisms = [
      { _id: 'o-1', name: 'SPIP du Rhône' },
      { _id: 'o-2', name: 'CCAS de Lyon' },
    ];
    expect(heldOrganism('C.C.A.S de  lyon', organisms)).toEqual({ _id: 'o-2', name: 'CCAS de Lyon' });
    expect(heldOrganism('CCAS de Lille', organisms)).toBeNull();
    expect(heldOrganism('  ', organisms)).toBeNull();
  });
});

describe('a linked contact opened', () => {
  it("edits the contact's own record when the reader may, the link only otherwise", () => {
    expect(linkValues(row()).mode).toBe('free');
    expect(linkValues(row({ abilities: { edit: true, delete: true, put_first: true, edit_contact: false } })).mode).toBe('base');
    expect(linkValues(row({ visible: false, surname: null, name: null, tel: null })).mode).toBe('base');
  });

  it('sends back the record as read when nothing was changed, so that the server records nothing', () => {
    const values = linkValues(row());
    expect(otherInput(values)).toEqual({
      contact: { civility: 'Mme', surname: 'Claire', name: 'Vasseur', fonction_id: 'f-1', tel: '0472846312', email: null },
      organism_id: 'o-1',
      organism: null,
      date: '2026-03-02',
    });
    expect(refInput(values)).toEqual({ contact_id: 'c-1', date: '2026-03-02' });
  });
});
