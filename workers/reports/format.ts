import type { ResolvedParams } from './report';

// How the reports write what they state in words: dates as the French read them, the parameters line.

/** A YYYY-MM-DD day as DD/MM/YYYY. */
export const frenchDate = (day: string) => day.split('-').reverse().join('/');

/** The line under a sheet's title: 'Antenne : Antenne Nord — Période du 01/01/2025 au 31/12/2025'. */
export const paramsLine = (params: ResolvedParams) =>
  `Antenne : ${params.antenna_name} — Période du ${frenchDate(params.start_date)} au ${frenchDate(params.end_date)}`;

const MONTH_NAMES = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** A YYYY-MM month in words: 'janvier 2025'. */
export const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
