import { describe, expect, it } from 'vitest';
import type { HelpLine, MeetingFields } from '@domain/meetings/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildMeeting, recipientCreated } from '@domain/testing/builders';
import type { DocStore } from '../docStore';
import { givenEvents, on } from '../testing/projectionSpec';
import { composeFacts } from './facts';
import { fileFacts } from './fileFacts';
import { meetingFacts, STAT_MEETINGS, type MeetingFact } from './meetingFacts';

const projection = composeFacts('statistics', 1, [fileFacts, meetingFacts]);
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const line = (category: HelpLine['category'], total_price: number): HelpLine => ({
  help_id: null,
  label: category,
  category,
  quantity: 1,
  u_price: total_price,
  total_price,
});
const meeting = (fields: Partial<MeetingFields> = {}): MeetingFields => buildMeeting({ date: '2025-03-04', ...fields });
const added = (meeting_id: string, fields: Partial<MeetingFields> = {}): RecipientEvent => ({
  type: 'MeetingAdded',
  data: { meeting_id, meeting: meeting(fields) },
});
const facts = async (docs: DocStore) => (await docs.collection<MeetingFact>(STAT_MEETINGS).find({ sort: [['_id', 1]] })).items;

describe('meeting facts', () => {
  it('records a meeting with its month, antenna, topics and aids by category to the cent', async () => {
    const helps = [line('Alimentaire', 4.5), line('Alimentaire', 0.1), line('Transport', 1.9), line('Divers', 10)];
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r1', added('m1', { type: 'Visio', presence: 'Excusé', sid: true, housing: true, health: true, helps })),
    ]).then(async (docs) => {
      expect(await facts(docs)).toEqual([
        {
          _id: 'm1',
          recipient_id: 'r1',
          antenna_id: 'ant-nord',
          user_id: 'u-nord',
          date: '2025-03-04',
          month: '2025-03',
          presence: 'Excusé',
          type: 'Visio',
          sid: true,
          housing: true,
          resources: false,
          work: false,
          health: true,
          admin: false,
          aids: { Alimentaire: 4.6, Transport: 1.9, Communication: 0, Divers: 10 },
          aid_total: 16.5,
          help_lines: 4,
        },
      ]);
    });
  });

  it('keeps the antenna a meeting was held in after the file moves', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r1', added('m1')),
      file('r1', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2025-04-01' } }),
      file('r1', added('m2', { date: '2025-04-02' })),
    ]).then(async (docs) => {
      expect((await facts(docs)).map((fact) => [fact._id, fact.antenna_id])).toEqual([
        ['m1', 'ant-nord'],
        ['m2', 'ant-sud'],
      ]);
    });
  });

  it('follows an edit: new date and month, presence, helper, and the aids counted again', async () => {
    await givenEvents(projection, [file('r1', recipientCreated()), file('r1', added('m1', { helps: [line('Transport', 3)] }))])
      .when([
        file('r1', {
          type: 'MeetingChanged',
          data: {
            meeting_id: 'm1',
            date: '2025-03-04',
            changes: {
              date: { from: '2025-03-04', to: '2025-04-30' },
              presence: { from: 'Oui', to: 'Non' },
              user_id: { from: 'u-nord', to: 'u-autre' },
              comment: { from: null, to: 'Revenir avec les papiers' },
              helps: { from: [line('Transport', 3)], to: [line('Communication', 20), line('Transport', 2)] },
            },
          },
        }),
      ])
      .then(async (docs) => {
        const [fact] = await facts(docs);
        expect(fact).toMatchObject({
          date: '2025-04-30',
          month: '2025-04',
          presence: 'Non',
          user_id: 'u-autre',
          aid_total: 22,
          help_lines: 2,
        });
        expect(fact.aids).toEqual({ Alimentaire: 0, Transport: 2, Communication: 20, Divers: 0 });
        expect(fact).not.toHaveProperty('comment');
      });
  });

  it('forgets a deleted meeting, and every meeting of a deleted file', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r2', recipientCreated({}, 13)),
      file('r1', added('m1')),
      file('r1', added('m2')),
      file('r2', added('m3')),
    ])
      .when([
        file('r1', { type: 'MeetingDeleted', data: { meeting_id: 'm1', date: '2025-03-04' } }),
        file('r2', { type: 'RecipientDeleted', data: {} }),
      ])
      .then(async (docs) => {
        expect((await facts(docs)).map((fact) => fact._id)).toEqual(['m2']);
      });
  });
});
