import { describe, expect, it } from 'vitest';
import { buildActor, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { createContact, evolveContact, initialContactState, updateContact, type ContactFields } from './contacts';

const contacts = { initialState: initialContactState, evolve: evolveContact };
const references = referenceFacts();
const volunteer = { actor: buildActor('volunteer'), references };
const fields: ContactFields = { civility: 'Mme', surname: 'Claire', name: 'Vasseur', tel: '0472846312' };

describe('createContact', () => {
  it("defaults archived and etiquette to false, visible to the creator's antenna", () => {
    given(contacts)
      .when((s) => createContact({ contact: fields }, s, volunteer))
      .then([{ type: 'ContactCreated', data: { contact: { archived: false, etiquette: false, ...fields, antenna_id: 'ant-nord' } } }]);
  });

  it('requires first name, name and phone', () => {
    given(contacts)
      .when((s) => createContact({ contact: { surname: '', name: '', tel: '' } }, s, volunteer))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Des champs sont manquants', {
        surname: 'Le prénom est requis',
        name: 'Le nom est requis',
        tel: 'Le Téléphone est requis',
      });
  });
});

describe('updateContact', () => {
  const created = { type: 'ContactCreated' as const, data: { contact: { ...fields, antenna_id: 'ant-sud' } } };
  const edit = (change: Partial<ContactFields>) => ({
    update: { origin: { ...fields }, current: { ...fields, ...change }, failOnConcurrent: false },
  });

  it('refuses someone of another antenna without organism_management', () => {
    given(contacts, [created])
      .when((s) => updateContact(edit({ mobile: '06' }), s, volunteer))
      .thenRefuses('FORBIDDEN');
  });

  it('lets an organism manager edit it', () => {
    given(contacts, [created])
      .when((s) => updateContact(edit({ mobile: '0600000000' }), s, { actor: buildActor('admin'), references }))
      .then([{ type: 'ContactChanged', data: { changes: { mobile: { from: null, to: '0600000000' } } } }]);
  });

  it('refuses an edit that empties the phone', () => {
    given(contacts, [created])
      .when((s) => updateContact(edit({ tel: '' }), s, { actor: buildActor('admin'), references }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, { tel: 'Le Téléphone est requis' });
  });
});

describe('the organism of a contact', () => {
  it('refuses an unknown organism and one the writer may not see with the same message', () => {
    for (const organism_id of ['org-inconnu', 'org-sud']) {
      given(contacts)
        .when((s) => createContact({ contact: { ...fields, organism_id } }, s, volunteer))
        .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Organisme inconnu', { organism_id: 'Organisme inconnu' });
    }
  });

  it('lets an organism manager of another antenna attach any organism', () => {
    const manager = { actor: buildActor('antenna_admin', { rights: ['organism_management'] }), references };
    given(contacts)
      .when((s) => createContact({ contact: { ...fields, organism_id: 'org-sud' } }, s, manager))
      .then([expect.objectContaining({ type: 'ContactCreated' })] as never);
  });
});
