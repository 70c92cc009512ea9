import { isValidOn } from '../domiciliations/dates';
import type { DomiciliationFields } from '../domiciliations/fields';
import { isCurrent } from '../housings/figures';
import { isPending } from '../mails/rules';
import type { RecipientState } from '../recipients/slices';
import { addDays, addMonths, frenchDay } from '../shared/dates';
import type { AlertType } from './alerts';

// The rules that raise alerts (README, "Alerts"). A rule names a cause: something of the file that
// needs doing by a due date. An alert is raised once per type, subject and due date while today lies in
// the cause's raising window, and resolved by itself once its cause is gone (the mail handed over, the
// domiciliation renewed, the stay released, a meeting held, the file radiated or deleted).

/** Days before a domiciliation's end, or a detention's exit, from which its alert is raised. */
export const DOM_NOTICE_DAYS = 30;
export const PRISON_NOTICE_DAYS = 30;
/** Days before a stay's end from which its alert is raised (and on, while it is not released). */
export const HOUSING_NOTICE_DAYS = 7;
/** Days a mail may wait at the antenna before its alert. */
export const MAIL_WAIT_DAYS = 15;
/** Months without a meeting after which a housed or domiciled person needs one ('Bilan requis'). */
export const SUMMARY_MONTHS = 3;
/**
 * Days after a domiciliation's end, or a detention's exit, during which a missed alert is still raised
 * (the rules ran late, after a downtime); past them the moment has gone. An alert raised in time stays
 * until it is archived or its cause is gone.
 */
export const LATE_RAISE_DAYS = 30;

/** Something of a file that needs doing by a date: an alert when today is in [raise_from, raise_until]. */
export interface AlertCause {
  type: AlertType;
  /** The domiciliation, stay, detention or mail concerned; the file itself for a summary. */
  subject_id: string;
  /** The due date: the end, the exit, the day a mail has waited too long, the day a summary is due. */
  date: string;
  raise_from: string;
  /** null: raised on any later day while the cause holds. */
  raise_until: string | null;
}

/** Where an alert leads: the file's tab of its cause. */
export const ALERT_TABS: Record<AlertType, string> = {
  dom_alert: 'dom',
  mail_alert: 'dom',
  housing_alert: 'housing',
  summary_alert: 'meetings',
  prison_alert: 'sit-pen',
};

/** The causes of alerts a file holds on a day; none for a deleted or radiated file (no longer followed). */
export function alertCauses(file: RecipientState, recipientId: string, today: string): AlertCause[] {
  if (!file.exists || file.deleted || file.status.radiated) return [];
  return [
    ...domCauses(file),
    ...housingCauses(file),
    ...prisonCauses(file),
    ...mailCauses(file),
    ...summaryCauses(file, recipientId, today),
  ];
}

/** The causes whose alert is due on the day. */
export const dueOn = (causes: AlertCause[], today: string) =>
  causes.filter((cause) => cause.raise_from <= today && (cause.raise_until === null || today <= cause.raise_until));

/** The next day after today on which one of the causes starts to be due (null: none will). */
export function nextDueDay(causes: AlertCause[], today: string): string | null {
  const later = causes.map((cause) => cause.raise_from).filter((day) => day > today);
  return later.length > 0 ? later.reduce((a, b) => (a < b ? a : b)) : null;
}

/** A cause announced some days before its date, still raised LATE_RAISE_DAYS after it. */
const noticed = (type: AlertType, subject_id: string, date: string, noticeDays: number): AlertCause => ({
  type,
  subject_id,
  date,
  raise_from: addDays(date, -noticeDays),
  raise_until: addDays(date, LATE_RAISE_DAYS),
});

/** An own domiciliation ending with no later own one to take over. */
function domCauses(file: RecipientState): AlertCause[] {
  const own = Object.entries(file.domiciliations).filter(([, dom]) => dom.kind === 'own' && dom.start_date && dom.end_date);
  const renewed = (id: string, dom: DomiciliationFields) =>
    own.some(([otherId, other]) => otherId !== id && other.start_date! > dom.start_date! && other.end_date! > dom.end_date!);
  return own.filter(([id, dom]) => !renewed(id, dom)).map(([id, dom]) => noticed('dom_alert', id, dom.end_date!, DOM_NOTICE_DAYS));
}

/** A stay in a room or an emergency hotel ending, or ended, and not released. */
function housingCauses(file: RecipientState): AlertCause[] {
  return Object.entries(file.housings)
    .filter(([, stay]) => stay.housing_type !== 'hors' && stay.end_date && !stay.free_end_date)
    .map(([id, stay]) => ({
      type: 'housing_alert',
      subject_id: id,
      date: stay.end_date!,
      raise_from: addDays(stay.end_date!, -HOUSING_NOTICE_DAYS),
      raise_until: null,
    }));
}

/** A detention whose exit draws near. */
function prisonCauses(file: RecipientState): AlertCause[] {
  return Object.entries(file.detentions)
    .filter(([, detention]) => detention.exit_date)
    .map(([id, detention]) => noticed('prison_alert', id, detention.exit_date!, PRISON_NOTICE_DAYS));
}

/** A mail still waiting at the antenna; due once it has waited MAIL_WAIT_DAYS. */
function mailCauses(file: RecipientState): AlertCause[] {
  return Object.entries(file.mails)
    .filter(([, mail]) => isPending(mail))
    .map(([id, mail]) => {
      const due = addDays(mail.date, MAIL_WAIT_DAYS);
      return { type: 'mail_alert', subject_id: id, date: due, raise_from: due, raise_until: null };
    });
}

/**
 * A person housed (a room or an emergency hotel current today) or domiciled (an own domiciliation valid
 * today) is due a meeting SUMMARY_MONTHS after the last one held (presence 'Oui'), or after the file was
 * opened when none was. A meeting held moves the due date, which resolves the alert of the former one.
 */
function summaryCauses(file: RecipientState, recipientId: string, today: string): AlertCause[] {
  const housed = Object.values(file.housings).some((stay) => stay.housing_type !== 'hors' && isCurrent(stay, today));
  const domiciled = Object.values(file.domiciliations).some((dom) => dom.kind === 'own' && isValidOn(dom, today));
  if (!housed && !domiciled) return [];
  const held = Object.values(file.meetings)
    .filter((meeting) => meeting.presence === 'Oui' && meeting.date <= today)
    .map((meeting) => meeting.date);
  const opened = file.created_on ? frenchDay(new Date(file.created_on)) : today;
  const last = held.length > 0 ? held.reduce((a, b) => (a > b ? a : b)) : opened;
  const due = addMonths(last, SUMMARY_MONTHS);
  return [{ type: 'summary_alert', subject_id: recipientId, date: due, raise_from: due, raise_until: null }];
}
