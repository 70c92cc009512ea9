import { mayProduceReport, RESTRICTED_REPORT_TYPES } from '@domain/statistics/reportTypes';
import type { Actor } from '@domain/users/actor';

/** Whether the actor may produce the restricted reports (docs/screens.md, 'Statistics'): /statistics-admin and its menu entry. */
export const mayOpenAdminStatistics = (actor: Actor): boolean => RESTRICTED_REPORT_TYPES.some((type) => mayProduceReport(actor, type));
