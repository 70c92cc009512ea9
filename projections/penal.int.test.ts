import { describe, expect, it } from 'vitest';
import type { DetentionFields } from '@domain/penal/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildActor, recipientCreated } from '@domain/testing/builders';
import { choicesProjection } from './choices';
import { contactsProjection } from './contacts';
import { organismsProjection } from './organisms';
import { penalProjection } from './penal';
import { followOfFileOn, followsOfFile, penalPathsOfFile, readDetention } from './penalQueries';
import { recipientsProjection } from './recipients';
import { readAs } from './testing/readAs';
import { givenEvents, on } from './testing/projectionSpec';

// The reads name organisms, list entries and contacts from their read models, so those run too.
const projections = [penalProjection, organismsProjection, choicesProjection, contactsProjection, recipientsProjection];
const reader = buildActor('volunteer', { id: 'u-nord' });
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const detention = (overrides: Partial<DetentionFields> = {}): DetentionFields => ({
  place: 'corbas',
  status: 'condamne',
  start_date: '2024-01-01',
  end_date: '2024-12-31',
  contact_ids: [],
  last: false,
  ...overrides,
});
const detained = (id: string, d: DetentionFields) => file('r1', { type: 'DetentionAdded', data: { detention_id: id, detention: d } });
const followed = (id: string, start_date: string, end_date: string) =>
  file('r1', { type: 'FollowAdded', data: { follow_id: id, follow: { organism_id: 'spip-69', start_date, end_date, contact_ids: [] } } });

const history = [
  file('r1', recipientCreated()),
  detained('d-1', detention({ last: true })),
  detained('d-3', detention({ start_date: '2026-05-01', end_date: '2026-12-31', duration: 7 })),
  detained('d-2', detention({ start_date: '2025-06-01', end_date: null, exit_date: '2025-09-15' })),
  followed('f-1', '2025-06-01', '2025-12-31'),
  followed('f-2', '2026-05-01', '2026-12-31'),
  file('r1', { type: 'DetentionLinkedToFollow', data: { detention_id: 'd-3', follow_id: 'f-2' } }),
];

describe('penal projection', () => {
  it('stores elements with their file and groups them in paths: by start date, an element marked last closing its path', async () => {
    await givenEvents(projections, history).then(async (docs) => {
      expect(await readDetention(readAs(docs, reader), 'd-3')).toMatchObject({ recipient_id: 'r1', follow_id: 'f-2', duration: 7 });
      const paths = await penalPathsOfFile(readAs(docs, reader), 'r1');
      expect(paths.map((p) => [p.title, p.closed, p.detentions.map((d) => [d._id, d.duration, d.duration_computed])])).toEqual([
        ['Parcours pénal n°1', true, [['d-1', 11, true]]],
        [
          'Parcours pénal n°2',
          false,
          [
            ['d-2', 3, true],
            ['d-3', 7, false],
          ],
        ],
      ]);
      expect(paths[1].detentions[1].follow).toEqual({ _id: 'f-2', organism: null, start_date: '2026-05-01', end_date: '2026-12-31' });
    });
  });

  it('lists follow-ups latest first, running judged on the day asked, and finds the one covering a date', async () => {
    await givenEvents(projections, history).then(async (docs) => {
      const rows = await followsOfFile(readAs(docs, reader, '2026-11-22'), 'r1');
      expect(rows.map(({ _id, running, detention_ids }) => ({ _id, running, detention_ids }))).toEqual([
        { _id: 'f-2', running: true, detention_ids: ['d-3'] },
        { _id: 'f-1', running: false, detention_ids: [] },
      ]);
      expect((await followOfFileOn(readAs(docs, reader, '2026-11-22'), 'r1', '2025-07-14'))?._id).toBe('f-1');
      expect(await followOfFileOn(readAs(docs, reader, '2026-11-22'), 'r1', '2026-01-10')).toBeNull();
    });
  });

  it('unlinks the elements of a deleted follow-up, and forgets a deleted file', async () => {
    await givenEvents(projections, history)
      .when([file('r1', { type: 'FollowDeleted', data: { follow_id: 'f-2' } })])
      .then(async (docs) => {
        expect(await readDetention(readAs(docs, reader), 'd-3')).toMatchObject({ follow_id: null });
        expect((await followsOfFile(readAs(docs, reader, '2026-11-22'), 'r1')).map((f) => f._id)).toEqual(['f-1']);
      });
    await givenEvents(projections, history)
      .when([file('r1', { type: 'RecipientDeleted', data: {} } as RecipientEvent)])
      .then(async (docs) => {
        await expect(penalPathsOfFile(readAs(docs, reader), 'r1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
        for (const collection of ['penal_detentions', 'penal_follows'])
          expect((await docs.collection(collection).find({ where: { recipient_id: 'r1' } })).items, collection).toEqual([]);
      });
  });
});
