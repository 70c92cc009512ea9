import { REPORT_LABELS, type ReportType } from '@domain/statistics/reportTypes';
import type { ResolvedParams } from './report';

// The name a report's file is downloaded under.

// Characters file systems refuse in a name (Windows' list, which covers the others).
const UNSAFE = /[\\/:*?"<>|]/g;

/** 'Statistiques - Entretiens et aides - Antenne Nord - 2025-01-01_2025-12-31.xlsx'. */
export function reportFileName(type: ReportType, params: ResolvedParams): string {
  const parts = ['Statistiques', REPORT_LABELS[type], params.antenna_name, `${params.start_date}_${params.end_date}`];
  return `${parts.map((part) => part.replace(UNSAFE, '-').trim()).join(' - ')}.xlsx`;
}
