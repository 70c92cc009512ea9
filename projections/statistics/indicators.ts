import { antennaNames } from '../antennas';
import type { DocStore } from '../docStore';
import { followedByAntenna } from './followed';

import { STAT_MEETINGS } from './meetingFacts';
import { occupancyPerMonth, type MonthOccupancy } from './occupancyIndicator';
import { countOf } from './windows';
import { Days, monthSpans, shortMonthLabel } from './periods';

// The main figures of a period that /statistics draws as charts: meetings per month, occupancy of the rooms per
// month (occupancyIndicator.ts) and people followed by antenna (followed.ts).

/** The antenna (null: every antenna) and the days the indicators cover. */
export interface IndicatorParams {
  antenna_id: string | null;
  start_date: string;
  end_date: string;
}

export interface MonthMeetings {
  month: string;
  label: string;
  meetings: number;
}

export interface AntennaPeople {
  antenna_id: string;
  antenna: string;
  people: number;
}

/** Meetings held in each month of the period, by the antenna (by all when null). */
export async function meetingsPerMonth(docs: DocStore, antennaId: string | null, days: Days): Promise<MonthMeetings[]> {
  const meetings = docs.collection(STAT_MEETINGS);
  const antenna = antennaId === null ? {} : { antenna_id: antennaId };
  const months: MonthMeetings[] = [];
  for (const span of monthSpans(days)) {
    const count = await countOf(meetings, { ...antenna, date: { $gte: span.first, $lte: span.last } });
    months.push({ month: span.month, label: shortMonthLabel(span.month), meetings: count });
  }
  return months;
}

/** People followed over the period by each antenna (only the one asked for, unless null), by antenna name. */
export async function peopleByAntenna(docs: DocStore, antennaId: string | null, days: Days): Promise<AntennaPeople[]> {
  const followed = await followedByAntenna(docs, antennaId, days);
  const names = await antennaNames(docs, [...followed.keys()]);
  return [...followed.entries()]
    .map(([antenna_id, files]) => ({ antenna_id, antenna: names.get(antenna_id) ?? antenna_id, people: files.size }))
    .sort((a, b) => a.antenna.localeCompare(b.antenna, 'fr'));
}

/** The three indicators of GET /statistics/indicators. */
export async function statisticsIndicators(
  docs: DocStore,
  params: IndicatorParams,
): Promise<{ meetings_per_month: MonthMeetings[]; occupancy_per_month: MonthOccupancy[]; people_by_antenna: AntennaPeople[] }> {
  const days = { first: params.start_date, last: params.end_date };
  return {
    meetings_per_month: await meetingsPerMonth(docs, params.antenna_id, days),
    occupancy_per_month: await occupancyPerMonth(docs, params),
    people_by_antenna: await peopleByAntenna(docs, params.antenna_id, days),
  };
}
