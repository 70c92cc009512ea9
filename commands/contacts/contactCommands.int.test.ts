import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactFields } from '@domain/contacts/contacts';
import { antennaCreated, buildActor } from '@domain/testing/builders';
import { commandTestStore } from '../testing/commandStore';
import { createContact, updateContact } from './contactCommands';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });
const volunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });
const meta = (command: string, userId = 'u-admin') => ({ userId, at: NOW.toISOString(), command, correlationId: 'corr-1' });
const lambert: ContactFields = { surname: 'Sophie', name: 'Lambert', tel: '0478000000', organism_id: 'spip-69', fonction_id: 'fn-cpip' };

describe('contact commands', () => {
  const t = commandTestStore(NOW);
  const { given, appended, mark } = t;
  const context = (actor = admin) => t.context(actor);

  beforeEach(async () => {
    t.open();
    await given('antenna-ant-nord', antennaCreated());
    await given('choice-fn-cpip', { type: 'ChoiceCreated', data: { type: 'contact_fonction', label: 'CPIP' } });
    await given('organism-spip-69', {
      type: 'OrganismCreated',
      data: { organism: { name: 'SPIP du Rhône', domain_id: null, antenna_id: null } },
    });
    await given('organism-org-sud', {
      type: 'OrganismCreated',
      data: { organism: { name: 'CCAS de Marseille', domain_id: null, antenna_id: 'ant-sud' } },
    });
    await given('contact-c-tous', { type: 'ContactCreated', data: { contact: { ...lambert, antenna_id: null } } });
    await given('contact-c-nord', { type: 'ContactCreated', data: { contact: { ...lambert, surname: 'Marc', antenna_id: 'ant-nord' } } });
    await mark();
  });
  afterEach(() => t.close());

  describe('createContact', () => {
    it('records the contact, flags defaulted, visible to all when an organism manager says nothing', async () => {
      expect(await createContact(context(), lambert)).toEqual({ contactId: 'id-1', position: t.marked() + 1n });
      expect(await appended()).toEqual([
        {
          streamId: 'contact-id-1',
          type: 'ContactCreated',
          data: { contact: { ...lambert, archived: false, etiquette: false, antenna_id: null } },
          meta: meta('createContact'),
        },
      ]);
    });

    it("makes a volunteer's contact visible to their antenna", async () => {
      await createContact(context(volunteer), lambert);
      expect(await appended()).toEqual([
        {
          streamId: 'contact-id-1',
          type: 'ContactCreated',
          data: { contact: { ...lambert, archived: false, etiquette: false, antenna_id: 'ant-nord' } },
          meta: meta('createContact', 'u-nord'),
        },
      ]);
    });

    it('refuses an unknown organism, one out of sight, a missing phone or an unknown antenna, and appends nothing', async () => {
      await expect(createContact(context(), { ...lambert, organism_id: 'org-9' })).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        message: 'Organisme inconnu',
      });
      await expect(createContact(context(volunteer), { ...lambert, organism_id: 'org-sud' })).rejects.toMatchObject({
        message: 'Organisme inconnu',
      });
      await expect(createContact(context(), { ...lambert, tel: '' })).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        errors: { tel: 'Le Téléphone est requis' },
      });
      await expect(createContact(context(), { ...lambert, antenna_id: 'ant-nowhere' })).rejects.toMatchObject({
        message: 'Antenne inconnue',
      });
      expect(await appended()).toEqual([]);
    });
  });

  describe('updateContact', () => {
    const update = (current: Partial<ContactFields>, origin: ContactFields = { ...lambert, antenna_id: null }) => ({
      origin: { ...origin },
      current: { ...origin, ...current },
      failOnConcurrent: false,
    });

    it('records the fields that changed', async () => {
      expect(await updateContact(context(), 'c-tous', update({ mobile: '0600000000', name: 'Aubry' }))).toEqual({
        position: t.marked() + 1n,
      });
      expect(await appended()).toEqual([
        {
          streamId: 'contact-c-tous',
          type: 'ContactChanged',
          data: { changes: { mobile: { from: null, to: '0600000000' }, name: { from: 'Lambert', to: 'Aubry' } } },
          meta: meta('updateContact'),
        },
      ]);
    });

    it("lets a volunteer edit their antenna's contact, not one all see, and records nothing for no change", async () => {
      await updateContact(
        context(volunteer),
        'c-nord',
        update({ remarque: 'Joignable le matin' }, { ...lambert, surname: 'Marc', antenna_id: 'ant-nord' }),
      );
      await expect(updateContact(context(volunteer), 'c-tous', update({ remarque: 'note' }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await updateContact(context(), 'c-tous', update({}))).toEqual({ position: null });
      expect((await appended()).map((e) => [e.streamId, e.type, e.meta.userId])).toEqual([['contact-c-nord', 'ContactChanged', 'u-nord']]);
    });

    it('refuses an unknown contact or a move to an unknown organism, and appends nothing', async () => {
      await expect(updateContact(context(), 'c-9', update({ name: 'Autre' }))).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Contact introuvable',
      });
      await expect(updateContact(context(), 'c-tous', update({ organism_id: 'org-9' }))).rejects.toMatchObject({
        message: 'Organisme inconnu',
      });
      expect(await appended()).toEqual([]);
    });
  });
});
