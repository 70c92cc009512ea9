import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrganismFields } from '@domain/organisms/organisms';
import { buildActor } from '@domain/testing/builders';
import { commandTestStore } from '../testing/commandStore';
import { streams } from '../streams';
import { createOrganism, updateOrganism } from './organismCommands';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });
const meta = (command: string, userId = 'u-admin') => ({ userId, at: NOW.toISOString(), command, correlationId: 'corr-1' });
const spip: OrganismFields = { name: 'SPIP du Rhône', domain_id: 'dom-justice' };

describe('organism commands', () => {
  const t = commandTestStore(NOW);
  const { given, appended, mark } = t;
  const context = (actor = admin) => t.context(actor);

  beforeEach(async () => {
    t.open();
    await given('choice-dom-justice', { type: 'ChoiceCreated', data: { type: 'organism_domain', label: 'Justice' } });
    await given('choice-fn-cpip', { type: 'ChoiceCreated', data: { type: 'contact_fonction', label: 'CPIP' } });
    await mark();
  });
  afterEach(() => t.close());

  describe('createOrganism', () => {
    it('claims the name, then records the organism, visible to all when an organism manager says nothing', async () => {
      const result = await createOrganism(context(), { ...spip, name: ' SPIP du Rhône ' });
      expect(result).toEqual({ organismId: 'id-1', position: t.marked() + 2n });
      expect(await appended()).toEqual([
        {
          streamId: streams.organismName('SPIP du Rhône'),
          type: 'Reserved',
          data: { holder: 'id-1', value: 'SPIP du Rhône' },
          meta: meta('createOrganism'),
        },
        {
          streamId: 'organism-id-1',
          type: 'OrganismCreated',
          data: { organism: { ...spip, antenna_id: null, archived: false, source: false, destination: false } },
          meta: meta('createOrganism'),
        },
      ]);
    });

    it("makes a volunteer's organism visible to their antenna", async () => {
      await createOrganism(context(buildActor('volunteer', { id: 'u-nord' })), spip);
      expect((await appended())[1].data).toMatchObject({ organism: { antenna_id: 'ant-nord' } });
    });

    it('refuses a name already taken (case, accents and dots aside), and appends nothing', async () => {
      await createOrganism(context(), spip);
      await mark();
      await expect(createOrganism(context(), { ...spip, name: 's.p.i.p du rhone' })).rejects.toMatchObject({
        code: 'ORGANISM_ALREADY_EXISTS',
        message: "L'organisme SPIP du Rhône existe déjà.",
        data: { name: 'SPIP du Rhône' },
      });
      expect(await appended()).toEqual([]);
    });

    it('refuses a domain of another list, a missing name or a visibility a volunteer may not choose, and appends nothing', async () => {
      await expect(createOrganism(context(), { ...spip, domain_id: 'fn-cpip' })).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        errors: { domain_id: 'Valeur absente de la liste de référence' },
      });
      await expect(createOrganism(context(), { ...spip, name: '' })).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        errors: { name: 'Le nom est requis' },
      });
      await expect(createOrganism(context(buildActor('volunteer', { id: 'u-nord' })), { ...spip, antenna_id: null })).rejects.toMatchObject(
        { code: 'FORBIDDEN' },
      );
      expect(await appended()).toEqual([]);
    });
  });

  describe('updateOrganism', () => {
    const update = (current: Partial<OrganismFields>) => ({
      origin: { ...spip },
      current: { ...spip, ...current },
      failOnConcurrent: false,
    });

    beforeEach(async () => {
      await createOrganism(context(), spip);
      await createOrganism(context(), { ...spip, name: 'CAF du Rhône' });
      await mark();
    });

    it('claims the new name, records the change, then frees the old name for others', async () => {
      expect(await updateOrganism(context(), 'id-1', update({ name: 'SPIP de Lyon' }))).toEqual({ position: t.marked() + 3n });
      expect(await appended()).toEqual([
        {
          streamId: streams.organismName('SPIP de Lyon'),
          type: 'Reserved',
          data: { holder: 'id-1', value: 'SPIP de Lyon' },
          meta: meta('updateOrganism'),
        },
        {
          streamId: 'organism-id-1',
          type: 'OrganismChanged',
          data: { changes: { name: { from: 'SPIP du Rhône', to: 'SPIP de Lyon' } } },
          meta: meta('updateOrganism'),
        },
        { streamId: streams.organismName('SPIP du Rhône'), type: 'Released', data: { holder: 'id-1' }, meta: meta('updateOrganism') },
      ]);
      await expect(createOrganism(context(), spip)).resolves.toMatchObject({ position: expect.any(BigInt) });
    });

    it('keeps its claim when only the case or the accents of the name change', async () => {
      await updateOrganism(context(), 'id-1', update({ name: 'SPIP DU RHONE' }));
      expect((await appended()).map((e) => [e.streamId, e.type])).toEqual([['organism-id-1', 'OrganismChanged']]);
    });

    it('refuses a name another organism holds, an unknown organism, or a volunteer editing what all see, and appends nothing', async () => {
      await expect(updateOrganism(context(), 'id-1', update({ name: 'CAF du Rhone' }))).rejects.toMatchObject({
        code: 'ORGANISM_ALREADY_EXISTS',
      });
      await expect(updateOrganism(context(), 'org-9', update({ name: 'Autre' }))).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Organisme introuvable',
      });
      await expect(
        updateOrganism(context(buildActor('volunteer', { id: 'u-nord' })), 'id-1', update({ remarque: 'note' })),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await appended()).toEqual([]);
    });
  });
});
