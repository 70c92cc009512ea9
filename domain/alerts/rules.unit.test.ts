import { describe, expect, it } from 'vitest';
import type { DomiciliationFields } from '../domiciliations/fields';
import type { MeetingFields } from '../meetings/fields';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState } from '../recipients/state';
import { buildMeeting, buildStay, recipientCreated, recordedBy } from '../testing/builders';
import type { AlertType } from './alerts';
import { alertCauses, dueOn, nextDueDay } from './rules';

// Given a file's events, when the days pass, then these alerts are due (and their causes held).

const FILE = 'rec-1';
const created = recordedBy('u-admin', recipientCreated({ user_ref: 'u-ref' }), '2026-01-05T09:00:00.000Z');

function fileOf(events: RecipientEvent[]) {
  return [created, ...events].reduce(evolveRecipient, initialRecipientState);
}

/** The alerts of a type (all types when none is named) due on each day, as 'type subject date'. */
function dueOnDays(events: RecipientEvent[], days: string[], type?: AlertType) {
  const file = fileOf(events);
  const due = (day: string) => dueOn(alertCauses(file, FILE, day), day).filter((c) => !type || c.type === type);
  return Object.fromEntries(days.map((day) => [day, due(day).map((c) => `${c.type} ${c.subject_id} ${c.date}`)]));
}

const ownDom = (id: string, start: string, end: string): RecipientEvent => ({
  type: 'DomiciliationAdded',
  data: {
    domiciliation_id: id,
    domiciliation: { kind: 'own', user_id: 'u-ref', paper: 'CNI', start_date: start, end_date: end } as DomiciliationFields,
  },
});

const meeting = (id: string, date: string, presence: MeetingFields['presence'] = 'Oui'): RecipientEvent => ({
  type: 'MeetingAdded',
  data: {
    meeting_id: id,
    meeting: buildMeeting({ user_id: 'u-ref', date, presence }),
  },
});

describe('dom_alert: an own domiciliation ending within 30 days', () => {
  it('is due from 30 days before the end to 30 days after, unless renewed', () => {
    const events = [ownDom('d1', '2026-01-01', '2026-12-31')];
    expect(dueOnDays(events, ['2026-11-30', '2026-12-01', '2027-01-30', '2027-01-31'], 'dom_alert')).toEqual({
      '2026-11-30': [],
      '2026-12-01': ['dom_alert d1 2026-12-31'],
      '2027-01-30': ['dom_alert d1 2026-12-31'],
      '2027-01-31': [],
    });
  });

  it('is not due, nor is its cause held, once a later own domiciliation renews it', () => {
    const events = [ownDom('d1', '2026-01-01', '2026-12-31'), ownDom('d2', '2027-01-01', '2027-12-31')];
    const causes = alertCauses(fileOf(events), FILE, '2026-12-15');
    expect(causes.filter((c) => c.type === 'dom_alert').map((c) => c.subject_id)).toEqual(['d2']);
  });

  it('ignores external domiciliations', () => {
    const external: RecipientEvent = {
      type: 'DomiciliationAdded',
      data: {
        domiciliation_id: 'x1',
        domiciliation: { kind: 'external', name_dom: 'CCAS', start_date: '2026-01-01', end_date: '2026-12-31' } as DomiciliationFields,
      },
    };
    expect(dueOnDays([external], ['2026-12-20'])['2026-12-20']).toEqual([]);
  });
});

describe('housing_alert: a stay ending within 7 days, or ended without release', () => {
  const stay = (overrides = {}): RecipientEvent => ({
    type: 'HousingAdded',
    data: { housing_id: 'h1', housing: buildStay({ start_date: '2026-11-01', end_date: '2026-11-30', ...overrides }) },
  });

  it('is due from 7 days before the end and on, while the stay is not released', () => {
    expect(dueOnDays([stay()], ['2026-11-22', '2026-11-23', '2027-03-01'], 'housing_alert')).toEqual({
      '2026-11-22': [],
      '2026-11-23': ['housing_alert h1 2026-11-30'],
      '2027-03-01': ['housing_alert h1 2026-11-30'],
    });
  });

  it('has no cause once released, and none for a stay outside the scheme', () => {
    expect(dueOnDays([stay({ free_end_date: '2026-11-29' })], ['2026-12-05'])['2026-12-05']).toEqual([]);
    expect(dueOnDays([stay({ housing_type: 'hors' })], ['2026-12-05'])['2026-12-05']).toEqual([]);
  });
});

describe('prison_alert: a detention whose exit date is within 30 days', () => {
  it('is due from 30 days before the exit to 30 days after', () => {
    const detention: RecipientEvent = {
      type: 'DetentionAdded',
      data: { detention_id: 'p1', detention: { place: 'place-1', status: 'status-1', exit_date: '2027-02-15' } },
    };
    expect(dueOnDays([detention], ['2027-01-15', '2027-01-16', '2027-03-17', '2027-03-18'])).toEqual({
      '2027-01-15': [],
      '2027-01-16': ['prison_alert p1 2027-02-15'],
      '2027-03-17': ['prison_alert p1 2027-02-15'],
      '2027-03-18': [],
    });
  });
});

describe('mail_alert: a mail waiting 15 days without being handed over', () => {
  const mail: RecipientEvent = {
    type: 'MailAdded',
    data: { mail_id: 'm1', mail: { user_id: 'u-ref', number: 1, date: '2026-11-01', kind: 'Courrier' } },
  };

  it('is due on the 15th day of waiting, and its cause gone once handed over', () => {
    expect(dueOnDays([mail], ['2026-11-15', '2026-11-16'])).toEqual({ '2026-11-15': [], '2026-11-16': ['mail_alert m1 2026-11-16'] });
    const handed: RecipientEvent = {
      type: 'MailHandedOver',
      data: { mail_id: 'm1', received_date: '2026-11-20', handed_to: 'recipient', handed_by: 'u-ref', proxy_id: null },
    };
    expect(alertCauses(fileOf([mail, handed]), FILE, '2026-11-21')).toEqual([]);
  });
});

describe('summary_alert: a housed or domiciled person with no meeting for 3 months', () => {
  const dom = ownDom('d1', '2026-01-01', '2026-12-31');

  it('is due 3 months after the last meeting held, absences aside', () => {
    const events = [dom, meeting('e1', '2026-05-10'), meeting('e2', '2026-07-01', 'Non')];
    expect(dueOnDays(events, ['2026-08-09', '2026-08-10'])).toEqual({
      '2026-08-09': [],
      '2026-08-10': [`summary_alert ${FILE} 2026-08-10`],
    });
  });

  it('is due 3 months after the file was opened when no meeting was held', () => {
    expect(dueOnDays([dom], ['2026-04-05'])['2026-04-05']).toEqual([`summary_alert ${FILE} 2026-04-05`]);
  });

  it('moves with a new meeting, and has no cause for a person neither housed nor domiciled', () => {
    const causes = alertCauses(fileOf([dom, meeting('e1', '2026-05-10'), meeting('e3', '2026-09-01')]), FILE, '2026-09-02');
    expect(causes.filter((c) => c.type === 'summary_alert').map((c) => c.date)).toEqual(['2026-12-01']);
    expect(alertCauses(fileOf([meeting('e1', '2026-05-10')]), FILE, '2026-10-01')).toEqual([]);
  });
});

describe('files no longer followed', () => {
  it('hold no cause once radiated or deleted', () => {
    const dom = ownDom('d1', '2026-01-01', '2026-12-31');
    const radiated: RecipientEvent = {
      type: 'RecipientRadiated',
      data: { on: '2026-12-01', radiation_reason: null, radiation_status: null },
    };
    const deleted: RecipientEvent = { type: 'RecipientDeleted', data: {} };
    expect(alertCauses(fileOf([dom, radiated]), FILE, '2026-12-20')).toEqual([]);
    expect(alertCauses(fileOf([dom, deleted]), FILE, '2026-12-20')).toEqual([]);
  });
});

describe('nextDueDay', () => {
  it('is the first day after today on which a cause becomes due', () => {
    const file = fileOf([
      ownDom('d1', '2026-01-01', '2026-12-31'),
      { type: 'MailAdded', data: { mail_id: 'm1', mail: { user_id: 'u-ref', number: 1, date: '2026-11-01', kind: 'Courrier' } } },
    ]);
    const causes = alertCauses(file, FILE, '2026-11-10');
    expect(nextDueDay(causes, '2026-11-10')).toBe('2026-11-16');
    expect(nextDueDay(causes, '2026-11-16')).toBe('2026-12-01');
    expect(nextDueDay(alertCauses(fileOf([]), FILE, '2026-11-10'), '2026-11-10')).toBeNull();
  });
});
