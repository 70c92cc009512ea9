// The report form's values and what is sent from them. The parameters are judged by the server's own
// rules (domain/statistics/params.ts) as the person types, with the same messages and the same dotted
// field paths, so the server's field errors land beside the same fields.
import { readYear, reportPeriod, statisticErrors } from '@domain/statistics/params';
import {
  requestedParams,
  STATISTICS_MESSAGES as M,
  type ReportParams,
  type ReportType,
  type Statistic,
} from '@domain/statistics/reportTypes';
import type { FieldErrors } from '@domain/shared/validation';
import type { IndicatorsQuery } from '../../api/statistics';

/** Values of the report form, every parameter present; antenna_id null is every antenna, year as typed. */
export interface ReportFormValues {
  type: ReportType | null;
  params: { antenna_id: string | null; start_date: string | null; end_date: string | null; year: number | string };
}

/** The form before any type is chosen. */
export const BLANK_REPORT: ReportFormValues = { type: null, params: { antenna_id: null, start_date: null, end_date: null, year: '' } };

/** The form of a type, filled with the parameters the server proposes for it (GET /statistic_default/{type}). */
export function reportValues(type: ReportType, defaults: ReportParams): ReportFormValues {
  return {
    type,
    params: {
      antenna_id: defaults.antenna_id,
      start_date: defaults.start_date ?? null,
      end_date: defaults.end_date ?? null,
      year: defaults.year ?? '',
    },
  };
}

/** The server's rules on the form: a type, then a real period (or year). */
export const validateReport = (values: ReportFormValues): FieldErrors => statisticErrors(values);

/** The toast of a form the rules refused, as the server words its own refusal: no type chosen, or parameters wrongly filled in. */
export const invalidReportMessage = (errors: Record<string, unknown>): string => (errors.type ? M.badParams : M.paramsRejected);

/** The statistic sent for valid values: only the parameters its type requests, the year as a number; null while they are not valid. */
export function statisticOf(values: ReportFormValues): Statistic | null {
  if (!values.type || Object.keys(validateReport(values)).length > 0) return null;
  const { antenna_id, start_date, end_date, year } = values.params;
  return requestedParams(values.type).includes('year')
    ? { type: values.type, params: { antenna_id, year: readYear(year) as number } }
    : { type: values.type, params: { antenna_id, start_date: start_date as string, end_date: end_date as string } };
}

/** The antenna and the days the values cover (a year from 1 January to 31 December), for the charts; null while they are not valid. */
export function indicatorsQueryOf(values: ReportFormValues): IndicatorsQuery | null {
  const statistic = statisticOf(values);
  return statistic && { antenna_id: statistic.params.antenna_id, ...reportPeriod(statistic) };
}

/** What the person reads when a report could not be produced, by the server's code (docs/screens.md, 'Statistics'). */
export function reportFailureMessage(code: string): string {
  switch (code) {
    case 'STAT_DID_NOT_PRODUCE_FILE':
      return M.noFile;
    case 'OBJECT_CANNOT_BE_VALIDATED':
      return M.paramsRejected;
    case 'SOMETHING_WRONG_WITH_STATS':
      return M.unknown;
    default:
      return M.dataError;
  }
}

/**
 * The toast of a report's job that ended without a file: the words docs/screens.md ('Statistics') gives its code, with the reason
 * the server gives beneath them when it says more (a computation interrupted by a restart of the server).
 */
export function jobFailureToast(code: string, reason: string | null): { title?: string; message: string } {
  const words = reportFailureMessage(code);
  return reason && reason !== words ? { title: words, message: reason } : { message: words };
}
