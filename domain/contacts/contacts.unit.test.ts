import { describe, it } from 'vitest';
import { buildActor } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { createContact, evolveContact, initialContactState, updateContact, type ContactFields } from './contacts';

const contacts = { initialState: initialContactState, evolve: evolveContact };
const volunteer = { actor: buildActor('volunteer') };
const fields: ContactFields = { civility: 'Mme', surname: 'Claire', name: 'Vasseur', tel: '0472846312' };

describe('createContact', () => {
  it("defaults archived and etiquette to false, visible to the creator's antenna", () => {
    given(contacts).when((s) => createContact({ contact: fields }, s, volunteer)).then([
      { type: 'ContactCreated', data: { contact: { archived: false, etiquette: false, ...fields, antenna_id: 'ant-nord' } } },
    ]);
  });

  it('requires first name, name and phone', () => {
    given(contacts)
      .when((s) => createContact({ contact: { surname: '', name: '', tel: '' } }, s, volunteer))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Des champs sont manquants', { surname: 'Le prénom est requis', name: 'Le nom est requis', tel: 'Le Téléphone est requis' });
  });
});

describe('updateContact', () => {
  const created = { type: 'ContactCreated' as const, data: { contact: { ...fields, antenna_id: 'ant-sud' } } };
  const edit = (change: Partial<ContactFields>) => ({ update: { origin: { ...fields }, current: { ...fields, ...change }, failOnConcurrent: false } });

  it('refuses someone of another antenna without organism_management', () => {
    given(contacts, [created]).when((s) => updateContact(edit({ mobile: '06' }), s, volunteer)).thenRefuses('FORBIDDEN');
  });

  it('lets an organism manager edit it', () => {
    given(contacts, [created]).when((s) => updateContact(edit({ mobile: '0600000000' }), s, { actor: buildActor('admin') })).then([
      { type: 'ContactChanged', data: { changes: { mobile: { from: null, to: '0600000000' } } } },
    ]);
  });

  it('refuses an edit that empties the phone', () => {
    given(contacts, [created]).when((s) => updateContact(edit({ tel: '' }), s, { actor: buildActor('admin') })).thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { tel: 'Le Téléphone est requis' });
  });
});
