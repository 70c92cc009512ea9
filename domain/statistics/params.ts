import { forbidden, invalid } from '../shared/errors';
import { isBlank, isIsoDate, type FieldErrors } from '../shared/validation';
import { SIEGE_ID } from '../siege/siege';
import { hasRights, type Actor } from '../users/actor';
import {
  isReportType,
  MAX_REPORT_DAYS,
  mayProduceReport,
  requestedParams,
  STATISTICS_MESSAGES as M,
  type ReportParams,
  type ReportType,
  type Statistic,
} from './reportTypes';

// The rules of a report's parameters, run by the server on every request and by the web form as the
// user types: what must be filled in, who may ask for which report over which antenna, the values a
// form starts with, and the period a report finally covers.

/** Our messages for what reportTypes.ts leaves unsaid. */
export const REPORT_MESSAGES = {
  badDate: 'Date invalide',
  badYear: 'Année invalide',
  unknownAntenna: 'Antenne inconnue',
  jobNotFound: 'Rapport introuvable',
  notReady: "Le rapport n'est pas encore prêt",
} as const;

/** The years an annual report may be asked for (a typo such as 20255 is refused, not computed). */
export const MIN_REPORT_YEAR = 2000;
export const MAX_REPORT_YEAR = 2100;

/** A report request as a form or a request body holds it: anything may be missing or mistyped. */
export interface StatisticInput {
  type?: unknown;
  params?: {
    antenna_id?: string | null;
    start_date?: string | null;
    end_date?: string | null;
    year?: number | string | null;
  } | null;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The days of a period, both ends included. */
export const periodDays = (start: string, end: string) => dayNumber(end) - dayNumber(start) + 1;

/** A year typed as a number or as text, or null when it is not a whole number. */
export function readYear(value: unknown): number | null {
  const year = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof year === 'number' && Number.isInteger(year) ? year : null;
}

function periodErrors(params: NonNullable<StatisticInput['params']>): FieldErrors {
  const errors: FieldErrors = {};
  const { start_date: start, end_date: end } = params;
  if (isBlank(start)) errors['params.start_date'] = M.startRequired;
  else if (!isIsoDate(start)) errors['params.start_date'] = REPORT_MESSAGES.badDate;
  if (isBlank(end)) errors['params.end_date'] = M.endRequired;
  else if (!isIsoDate(end)) errors['params.end_date'] = REPORT_MESSAGES.badDate;
  if (Object.keys(errors).length > 0) return errors;
  if (String(end) < String(start)) errors['params.end_date'] = M.endBeforeStart;
  else if (periodDays(String(start), String(end)) > MAX_REPORT_DAYS) errors['params.end_date'] = M.periodTooLong;
  return errors;
}

function yearErrors(params: NonNullable<StatisticInput['params']>): FieldErrors {
  if (isBlank(params.year)) return { 'params.year': M.yearRequired };
  const year = readYear(params.year);
  return year === null || year < MIN_REPORT_YEAR || year > MAX_REPORT_YEAR ? { 'params.year': REPORT_MESSAGES.badYear } : {};
}

/** What is wrong with a report request, by field (`type`, `params.start_date`, `params.end_date`, `params.year`). */
export function statisticErrors(input: StatisticInput): FieldErrors {
  if (isBlank(input.type) || !isReportType(input.type)) return { type: M.typeRequired };
  const params = input.params ?? {};
  return requestedParams(input.type).includes('year') ? yearErrors(params) : periodErrors(params);
}

/** Why the actor may not produce this report (the message of a 403), or null when they may. */
export function reportRefusal(actor: Actor, statistic: Statistic): string | null {
  if (!mayProduceReport(actor, statistic.type)) return M.restricted;
  const own = statistic.params.antenna_id !== null && statistic.params.antenna_id === actor.antenna_id;
  return own || hasRights(actor, 'statistics_absolute') ? null : M.otherAntenna;
}

/**
 * A report request judged: field errors first (400, with 'Le type de statistique est requis' when no type was chosen: docs/screens.md,
 * 'Statistics'), then the actor's right to it (403). Gives the statistic with only the parameters its type requests.
 */
export function judgeStatistic(actor: Actor, input: StatisticInput): Statistic {
  const errors = statisticErrors(input);
  if (Object.keys(errors).length > 0) throw invalid(errors, errors.type ? M.badParams : M.paramsRejected);
  const type = input.type as ReportType;
  const params = input.params ?? {};
  const antenna_id = params.antenna_id ?? null;
  const statistic: Statistic = requestedParams(type).includes('year')
    ? { type, params: { antenna_id, year: readYear(params.year) as number } }
    : { type, params: { antenna_id, start_date: String(params.start_date), end_date: String(params.end_date) } };
  const refusal = reportRefusal(actor, statistic);
  if (refusal) throw forbidden(refusal);
  return statistic;
}

/**
 * The parameters a report's form starts with: the reader's antenna and, for an activity report, the current year to
 * date (1 January to today, so that December does not start from a year gone by); the préfet's annual report (CASF
 * D264-8) covers a finished year, the last calendar one. Head-office staff with statistics_absolute start from every
 * antenna, since the head office itself follows nobody.
 */
export function defaultReportParams(type: ReportType, actor: Actor, today: string): ReportParams {
  const year = Number(today.slice(0, 4));
  const ownAntenna = actor.antenna_id !== null && actor.antenna_id !== SIEGE_ID;
  const antenna_id = ownAntenna || !hasRights(actor, 'statistics_absolute') ? actor.antenna_id : null;
  return requestedParams(type).includes('year')
    ? { antenna_id, year: year - 1 }
    : { antenna_id, start_date: `${year}-01-01`, end_date: today };
}

/** The days a judged report covers, both included: its period, or 1 January to 31 December of its year. */
export function reportPeriod(statistic: Statistic): { start_date: string; end_date: string } {
  const { params } = statistic;
  if (params.year !== undefined) return { start_date: `${params.year}-01-01`, end_date: `${params.year}-12-31` };
  return { start_date: String(params.start_date), end_date: String(params.end_date) };
}

/** An entry of the antenna field of a report form: `_id` null is every antenna. */
export interface AntennaChoice {
  _id: string | null;
  name: string;
  allowed: boolean;
}

/** The antenna field's entries: every antenna, only the reader's allowed unless they hold statistics_absolute (then 'Toutes les antennes' first). */
export function antennaChoices(actor: Actor, antennas: readonly { _id: string; name: string }[]): AntennaChoice[] {
  const absolute = hasRights(actor, 'statistics_absolute');
  const listed = antennas.map(({ _id, name }) => ({ _id, name, allowed: absolute || _id === actor.antenna_id }));
  return absolute ? [{ _id: null, name: M.allAntennas, allowed: true }, ...listed] : listed;
}

/** The antenna and period the /statistics indicators cover. */
export interface IndicatorPeriod {
  antenna_id: string | null;
  start_date: string;
  end_date: string;
}

/**
 * The query of the /statistics indicators judged by a report's rules (an open report's: anyone may see them), field
 * errors named as the query names them; an empty antenna is every antenna.
 */
export function judgeIndicatorPeriod(
  actor: Actor,
  query: { antenna_id?: string | null; start_date?: string | null; end_date?: string | null },
): IndicatorPeriod {
  const input = { type: 'meeting_statistics', params: { ...query, antenna_id: query.antenna_id || null } };
  const errors = Object.entries(statisticErrors(input)).map(([path, message]) => [path.replace(/^params\./, ''), message]);
  if (errors.length > 0) throw invalid(Object.fromEntries(errors), M.paramsRejected);
  const statistic = judgeStatistic(actor, input);
  return { antenna_id: statistic.params.antenna_id, ...reportPeriod(statistic) };
}
