import { Type } from '@sinclair/typebox';
import { ALERT_STATUSES } from '@domain/alerts/alerts';
import { idParams, object, pageQuery } from '../schemas';

/** GET /alerts: page (from 0) and per_page. */
export const listAlertsSchema = { query: object(pageQuery) };
/** POST /alert/:id: the status the click gave it (2 unread, 1 read, 0 archived). */
export const setAlertStatusSchema = {
  params: idParams,
  body: object({ status: Type.Unsafe<(typeof ALERT_STATUSES)[number]>({ enum: [...ALERT_STATUSES] }) }, ['status']),
};
