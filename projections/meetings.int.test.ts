import { describe, expect, it } from 'vitest';
import type { HelpLine, MeetingFields } from '@domain/meetings/fields';
import { newMeeting } from '@domain/meetings/rules';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildActor, recipientCreated, userCreated } from '@domain/testing/builders';
import { antennasProjection } from './antennas';
import { fileOfMeeting, meetingsOfFile, meetingsProjection, sidMeetingsOfFile } from './meetings';
import { readAs } from './testing/readAs';
import { listRecipients } from './recipientList';
import { recipientsProjection } from './recipients';
import { givenEvents, on } from './testing/projectionSpec';
import { usersProjection } from './users';

// The meetings list names who held each meeting from the users read model; the recipients list sums them up.
const projections = [meetingsProjection, usersProjection, recipientsProjection, antennasProjection];
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const line = (label: string, quantity: number, u_price: number): HelpLine => ({
  help_id: null,
  label,
  category: 'Divers',
  quantity,
  u_price,
  total_price: Math.round(quantity * u_price * 100) / 100,
});
const meeting = (fields: Partial<MeetingFields> = {}): MeetingFields => ({
  ...(newMeeting('u-nord', '2026-11-03') as MeetingFields),
  presence: 'Oui',
  ...fields,
});
const world = [
  on('user-u-nord', userCreated()),
  file('r1', recipientCreated()),
  file('r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 13)),
  file('r1', { type: 'MeetingAdded', data: { meeting_id: 'm1', meeting: meeting({ helps: [line('Repas', 2, 4.5)] }) } }),
  file('r1', { type: 'MeetingAdded', data: { meeting_id: 'm2', meeting: meeting({ date: '2026-11-10', sid: true, housing: true }) } }),
  file('r1', { type: 'MeetingAdded', data: { meeting_id: 'm3', meeting: meeting({ helps: [line('Caution', 1, 241)] }) } }),
  file('r2', { type: 'MeetingAdded', data: { meeting_id: 'm4', meeting: meeting() } }),
];
const admin = buildActor('admin', { antenna_id: null });
const rowOf = async (docs: Parameters<typeof listRecipients>[0], id: string) =>
  (await listRecipients(docs, admin, {}, 0, 50, '2026-11-22')).rows.find((row) => row._id === id);

describe('meetings projection', () => {
  it("lists a file's meetings newest first (the last recorded first on a day), with names, topics, totals and the TOTAUX row", async () => {
    await givenEvents(projections, world).then(async (docs) => {
      const list = await meetingsOfFile(readAs(docs), 'r1');
      expect(list.meetings.map((m) => m._id)).toEqual(['m2', 'm3', 'm1']);
      expect(list.meetings[0]).toEqual({
        ...meeting({ date: '2026-11-10', sid: true, housing: true }),
        _id: 'm2',
        recipient_id: 'r1',
        user: { surname: 'Camille', name: 'Moreau' },
        topics: ['Hébergement'],
        total: 0,
        abilities: { edit: true, delete: true },
      });
      expect(list.totals).toEqual({ label: 'TOTAUX', count: 3, help_total: 250, help_total_high: true });
      expect((await sidMeetingsOfFile(readAs(docs), 'r1')).map((m) => m._id)).toEqual(['m2']);
      expect(await rowOf(docs, 'r1')).toMatchObject({ last_meeting: '2026-11-10', help_total: 250, help_total_high: true });
      expect(await rowOf(docs, 'r2')).toMatchObject({ last_meeting: '2026-11-03', help_total: 0, help_total_high: false });
    });
  });

  it('follows edits and deletions, and forgets the meetings of a deleted file', async () => {
    await givenEvents(projections, world)
      .when([
        file('r1', {
          type: 'MeetingChanged',
          data: {
            meeting_id: 'm3',
            date: '2026-11-03',
            changes: { helps: { from: [line('Caution', 1, 241)], to: [line('Caution', 1, 200)] } },
          },
        }),
        file('r1', { type: 'MeetingDeleted', data: { meeting_id: 'm2', date: '2026-11-10' } }),
        file('r2', { type: 'RecipientDeleted', data: {} } as RecipientEvent),
      ])
      .then(async (docs) => {
        const list = await meetingsOfFile(readAs(docs), 'r1');
        expect(list.meetings.map((m) => [m._id, m.total])).toEqual([
          ['m3', 200],
          ['m1', 9],
        ]);
        expect(list.totals).toEqual({ label: 'TOTAUX', count: 2, help_total: 209, help_total_high: false });
        expect(await rowOf(docs, 'r1')).toMatchObject({ last_meeting: '2026-11-03', help_total: 209, help_total_high: false });
        await expect(fileOfMeeting(docs, 'm4')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Entretien introuvable' });
      });
  });
});
