import { describe, expect, it } from 'vitest';
import type { RecipientEvent } from '@domain/recipients/events';
import { antennaCreated, recipientCreated } from '@domain/testing/builders';
import { antennasProjection } from '../antennas';
import { roomsProjection } from '../rooms';
import { givenEvents, on } from '../testing/projectionSpec';
import { statisticsProjection } from '.';
import { meetingsPerMonth, peopleByAntenna, statisticsIndicators } from './indicators';
import { buildMeeting } from '@domain/testing/builders';

const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const meeting = (recipientId: string, id: string, date: string) =>
  file(recipientId, {
    type: 'MeetingAdded',
    data: {
      meeting_id: id,
      meeting: buildMeeting({ date }),
    },
  });

// Nord meets r1 twice in January and r2 in March; Sud meets r3 in February. The files were opened long after.
const events = [
  on('antenna-ant-nord', antennaCreated({ name: 'Antenne Nord' })),
  on('antenna-ant-sud', antennaCreated({ name: 'Antenne Sud' })),
  file('r1', recipientCreated({}, 1)),
  file('r2', recipientCreated({}, 2)),
  file('r3', recipientCreated({ antenna_id: 'ant-sud' }, 3)),
  meeting('r1', 'm1', '2025-01-05'),
  meeting('r1', 'm2', '2025-01-20'),
  meeting('r2', 'm3', '2025-03-01'),
  meeting('r3', 'm4', '2025-02-10'),
];
const quarter = { first: '2025-01-01', last: '2025-03-31' };

describe('statistics indicators', () => {
  it('counts the meetings of each month of the period, months without any included', async () => {
    await givenEvents([statisticsProjection, antennasProjection], events).then(async (docs) => {
      expect(await meetingsPerMonth(docs, 'ant-nord', quarter)).toEqual([
        { month: '2025-01', label: 'janv. 2025', meetings: 2 },
        { month: '2025-02', label: 'févr. 2025', meetings: 0 },
        { month: '2025-03', label: 'mars 2025', meetings: 1 },
      ]);
      expect((await meetingsPerMonth(docs, null, quarter)).map((month) => month.meetings)).toEqual([2, 1, 1]);
    });
  });

  it('counts the people each antenna followed, by antenna name', async () => {
    await givenEvents([statisticsProjection, antennasProjection], events).then(async (docs) => {
      expect(await peopleByAntenna(docs, null, quarter)).toEqual([
        { antenna_id: 'ant-nord', antenna: 'Antenne Nord', people: 2 },
        { antenna_id: 'ant-sud', antenna: 'Antenne Sud', people: 1 },
      ]);
      expect(await peopleByAntenna(docs, 'ant-sud', quarter)).toEqual([{ antenna_id: 'ant-sud', antenna: 'Antenne Sud', people: 1 }]);
      expect(await peopleByAntenna(docs, 'ant-nord', { first: '2025-02-01', last: '2025-02-28' })).toEqual([]);
    });
  });

  it('gives the three indicators of a period together', async () => {
    await givenEvents([statisticsProjection, antennasProjection, roomsProjection], events).then(async (docs) => {
      const indicators = await statisticsIndicators(docs, { antenna_id: 'ant-nord', start_date: '2025-01-01', end_date: '2025-03-31' });
      expect(indicators.meetings_per_month.map((month) => month.meetings)).toEqual([2, 0, 1]);
      expect(indicators.occupancy_per_month.map((month) => [month.month, month.nights_available])).toEqual([
        ['2025-01', 0],
        ['2025-02', 0],
        ['2025-03', 0],
      ]);
      expect(indicators.people_by_antenna).toEqual([{ antenna_id: 'ant-nord', antenna: 'Antenne Nord', people: 2 }]);
    });
  });
});
