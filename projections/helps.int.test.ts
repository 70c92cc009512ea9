import { describe, expect, it } from 'vitest';
import type { HelpEvent } from '@domain/helps/events';
import type { HelpFields } from '@domain/helps/fields';
import type { HelpLine, MeetingFields } from '@domain/meetings/fields';
import { newMeeting } from '@domain/meetings/rules';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildActor, recipientCreated } from '@domain/testing/builders';
import { findHelp, helpHandedOut, helpsProjection, listHelps, unmatchedAllocations } from './helps';
import { givenEvents, on } from './testing/projectionSpec';

const help = (id: string, event: HelpEvent, at?: string) => on(`help-${id}`, event, at ? { at } : {});
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const fields = (overrides: Partial<HelpFields> = {}): HelpFields => ({
  label: 'Ticket de bus',
  category: 'Transport',
  price: 1.7,
  stock: 10,
  archived: false,
  ...overrides,
});
const line = (help_id: string, quantity: number): HelpLine => ({
  help_id,
  label: 'x',
  category: 'Transport',
  quantity,
  u_price: 1,
  total_price: quantity,
});
const meeting = (helps: HelpLine[]): MeetingFields => ({
  ...(newMeeting('u-nord', '2026-11-03') as MeetingFields),
  presence: 'Oui',
  helps,
});
const allocated = (meeting_id: string, quantity: number, drawn: number): HelpEvent => ({
  type: 'HelpStockAllocated',
  data: { meeting_id, recipient_id: 'r1', quantity, drawn, at: '2026-11-22T10:00:00.000Z' },
});
const manager = buildActor('management');
const volunteer = buildActor('volunteer');
const world = [
  help('bus', { type: 'HelpCreated', data: { help: fields() } }, '2026-11-01T09:00:00.000Z'),
  help('sim', { type: 'HelpCreated', data: { help: fields({ label: 'Carte SIM Élan', category: 'Communication', stock: null }) } }),
  help('old', { type: 'HelpCreated', data: { help: fields({ label: 'Ancien ticket', archived: true }) } }),
  file('r1', recipientCreated()),
];

describe('helps projection', () => {
  it('lists the aids still offered by label, searched accents aside, with what the reader may do', async () => {
    await givenEvents(helpsProjection, world).then(async (docs) => {
      expect((await listHelps(docs, volunteer, {})).map((h) => h._id)).toEqual(['sim', 'bus']);
      expect((await listHelps(docs, volunteer, { archived: 'all' })).map((h) => h._id)).toEqual(['old', 'sim', 'bus']);
      expect((await listHelps(docs, volunteer, { archived: 'true' })).map((h) => h._id)).toEqual(['old']);
      expect((await listHelps(docs, volunteer, { search: 'elan' })).map((h) => h._id)).toEqual(['sim']);
      expect(await findHelp(docs, manager, 'bus')).toEqual({
        ...fields(),
        _id: 'bus',
        last_update: '2026-11-01T09:00:00.000Z',
        meetings_count: 0,
        abilities: { edit: true, delete: true },
      });
    });
  });

  it('shows the stock as the meetings record it: a draw counts once its meeting is recorded, a leftover never', async () => {
    await givenEvents(helpsProjection, world)
      .when([
        help('bus', allocated('m1', 4, 4)),
        file('r1', { type: 'MeetingAdded', data: { meeting_id: 'm1', meeting: meeting([line('bus', 4), line('sim', 2)]) } }),
        // A draw whose meeting was never recorded (the process died in between).
        help('bus', allocated('m-lost', 3, 3)),
      ])
      .then(async (docs) => {
        expect(await findHelp(docs, volunteer, 'bus')).toMatchObject({ stock: 6, meetings_count: 1, abilities: { delete: false } });
        expect(await findHelp(docs, volunteer, 'sim')).toMatchObject({ stock: null, meetings_count: 1 });
        expect(await helpHandedOut(docs, 'bus')).toBe(true);
        expect(await unmatchedAllocations(docs, 'bus')).toEqual([{ meetingId: 'm-lost', recipientId: 'r1' }]);
      });
  });

  it('follows edits and deletions of meetings, changes of the stock and of the aid', async () => {
    await givenEvents(helpsProjection, [
      ...world,
      help('bus', allocated('m1', 4, 4)),
      file('r1', { type: 'MeetingAdded', data: { meeting_id: 'm1', meeting: meeting([line('bus', 4)]) } }),
    ])
      .when([
        help('bus', allocated('m1', 1, -3)),
        file('r1', {
          type: 'MeetingChanged',
          data: { meeting_id: 'm1', date: '2026-11-03', changes: { helps: { from: [line('bus', 4)], to: [line('bus', 1)] } } },
        }),
        help('bus', {
          type: 'HelpChanged',
          data: { changes: { stock: { from: 9, to: 20 }, label: { from: 'Ticket de bus', to: 'Ticket TCL' } } },
        }),
        file('r1', { type: 'MeetingDeleted', data: { meeting_id: 'm1', date: '2026-11-03' } }),
        help('bus', allocated('m1', 0, -1)),
        help('old', { type: 'HelpDeleted', data: {} }),
      ])
      .then(async (docs) => {
        expect(await findHelp(docs, volunteer, 'bus')).toMatchObject({ label: 'Ticket TCL', stock: 21, meetings_count: 0 });
        expect(await unmatchedAllocations(docs, 'bus')).toEqual([]);
        await expect(findHelp(docs, volunteer, 'old')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      });
  });
});
