// How the /statistics charts word their figures: the antenna and period they cover, counts and rates
// the French way. The figures themselves are the server's (GET /statistics/indicators).
import type { AntennaChoice } from '@domain/statistics/params';
import { STATISTICS_MESSAGES as M } from '@domain/statistics/reportTypes';
import type { IndicatorsQuery } from '../../api/statistics';
import { formatDate } from '../../lib/format';

const count = new Intl.NumberFormat('fr-FR');
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });
/** Intl's French output spaces with narrow no-break spaces; the screens use plain ones. */
const plainSpaces = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

/** A count: '1 234'. */
export const formatCount = (value: number): string => plainSpaces(count.format(value));

/** A fraction as a percentage: 0.456 -> '45,6 %'. */
export const formatRate = (rate: number): string => plainSpaces(percent.format(rate));

/** What the charts cover: 'Lyon, du 01/01/2025 au 31/12/2025' ('Toutes les antennes' for every antenna). */
export function indicatorsCaption(query: IndicatorsQuery, antennas: AntennaChoice[]): string {
  const antenna = query.antenna_id === null ? M.allAntennas : (antennas.find((entry) => entry._id === query.antenna_id)?.name ?? 'Antenne');
  return `${antenna}, du ${formatDate(query.start_date)} au ${formatDate(query.end_date)}`;
}
