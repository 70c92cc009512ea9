import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HousingHelpFields } from '@domain/housings/fields';
import { buildActor, recipientCreated } from '@domain/testing/builders';
import { commandTestStore } from '../testing/commandStore';
import { addHousingHelp, deleteHousingHelp, updateHousingHelp } from './helpCommands';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const volunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });
const meta = (command: string) => ({ userId: 'u-nord', at: NOW.toISOString(), command, correlationId: 'corr-1' });
const siao: HousingHelpFields = {
  type: 'SIAO',
  status: 'En cours',
  ask_date: '2026-11-02',
  validity_start_date: '2026-11-02',
  validity_end_date: '2027-02-02',
  contact_ids: ['c-nord'],
};

describe('housing application commands', () => {
  const t = commandTestStore(NOW);
  const { given, appended, mark } = t;
  const context = (actor = volunteer) => t.context(actor);

  beforeEach(async () => {
    t.open();
    await given('contact-c-nord', {
      type: 'ContactCreated',
      data: { contact: { surname: 'Marc', name: 'Dubois', tel: '0320000000', antenna_id: 'ant-nord' } },
    });
    await given('contact-c-sud', {
      type: 'ContactCreated',
      data: { contact: { surname: 'Inès', name: 'Benoît', tel: '0491000000', antenna_id: 'ant-sud' } },
    });
    await given('recipient-r1', recipientCreated());
    await given('recipient-r2', recipientCreated({ antenna_id: 'ant-sud' }, 13));
    await mark();
  });
  afterEach(() => t.close());

  describe('addHousingHelp', () => {
    it('records the application in the file, with who, when and which command', async () => {
      expect(await addHousingHelp(context(), 'r1', siao)).toEqual({ helpId: 'id-1', position: t.marked() + 1n });
      expect(await appended()).toEqual([
        { streamId: 'recipient-r1', type: 'HousingHelpAdded', data: { help_id: 'id-1', help: siao }, meta: meta('addHousingHelp') },
      ]);
    });

    it('keeps a validity period for SIAO applications only', async () => {
      await addHousingHelp(context(), 'r1', {
        type: 'DALO',
        status: 'En cours',
        validity_start_date: '2026-11-02',
        validity_end_date: '2027-02-02',
      });
      expect((await appended())[0].data).toEqual({
        help_id: 'id-1',
        help: { type: 'DALO', status: 'En cours', contact_ids: [], validity_start_date: null, validity_end_date: null },
      });
    });

    it('refuses a contact unknown or out of sight, a missing status, or a file of another antenna, and appends nothing', async () => {
      await expect(addHousingHelp(context(), 'r1', { ...siao, contact_ids: ['c-9'] })).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        message: 'Contact inconnu',
      });
      await expect(addHousingHelp(context(), 'r1', { ...siao, contact_ids: ['c-nord', 'c-sud'] })).rejects.toMatchObject({
        message: 'Contact inconnu',
      });
      await expect(addHousingHelp(context(), 'r1', { ...siao, status: null })).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        errors: { status: 'Le status est requis' },
      });
      await expect(addHousingHelp(context(), 'r2', siao)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(addHousingHelp(context(), 'r9', siao)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await appended()).toEqual([]);
    });
  });

  describe('updating and deleting', () => {
    let helpId: string;
    const update = (current: Partial<HousingHelpFields>) => ({
      origin: { ...siao },
      current: { ...siao, ...current },
      failOnConcurrent: false,
    });

    beforeEach(async () => {
      ({ helpId } = await addHousingHelp(context(), 'r1', siao));
      await mark();
    });

    it('records what an edit changed, the validity period dropped when the application stops being SIAO', async () => {
      await updateHousingHelp(context(), 'r1', helpId, update({ status: 'Accepté', answer_date: '2026-11-20' }));
      await updateHousingHelp(context(), 'r1', helpId, {
        origin: { ...siao, status: 'Accepté', answer_date: '2026-11-20' },
        current: { ...siao, status: 'Accepté', answer_date: '2026-11-20', type: 'DAHO' },
        failOnConcurrent: false,
      });
      expect(await appended()).toEqual([
        {
          streamId: 'recipient-r1',
          type: 'HousingHelpChanged',
          data: {
            help_id: helpId,
            changes: { status: { from: 'En cours', to: 'Accepté' }, answer_date: { from: null, to: '2026-11-20' } },
          },
          meta: meta('updateHousingHelp'),
        },
        {
          streamId: 'recipient-r1',
          type: 'HousingHelpChanged',
          data: {
            help_id: helpId,
            changes: {
              type: { from: 'SIAO', to: 'DAHO' },
              validity_start_date: { from: '2026-11-02', to: null },
              validity_end_date: { from: '2027-02-02', to: null },
            },
          },
          meta: meta('updateHousingHelp'),
        },
      ]);
    });

    it('records nothing for no change, and refuses an unknown application or contact', async () => {
      expect(await updateHousingHelp(context(), 'r1', helpId, update({}))).toEqual({ position: null });
      await expect(updateHousingHelp(context(), 'r1', 'help-9', update({ status: 'Refusé' }))).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: "Demande d'aide au logement introuvable",
      });
      await expect(updateHousingHelp(context(), 'r1', helpId, update({ contact_ids: ['c-sud'] }))).rejects.toMatchObject({
        message: 'Contact inconnu',
      });
      expect(await appended()).toEqual([]);
    });

    it('deletes an application, and refuses an unknown one', async () => {
      await expect(deleteHousingHelp(context(), 'r1', 'help-9')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await deleteHousingHelp(context(), 'r1', helpId)).toEqual({ position: t.marked() + 1n });
      expect(await appended()).toEqual([
        { streamId: 'recipient-r1', type: 'HousingHelpDeleted', data: { help_id: helpId }, meta: meta('deleteHousingHelp') },
      ]);
    });
  });
});
