import { describe, expect, it } from 'vitest';
import type { AlertEvent, AlertRaisedData } from '@domain/alerts/aggregate';
import type { RecipientEvent } from '@domain/recipients/events';
import { recipientCreated } from '@domain/testing/builders';
import { alertsProjection, alertView, countAlerts, listAlerts, openAlertsOf } from './alerts';
import { recipientsProjection } from './recipients';
import { givenEvents, on } from './testing/projectionSpec';

// The list shows the person's names from the recipients read model, so both run.
const projections = [alertsProjection, recipientsProjection];
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const alert = (id: string, event: AlertEvent) => on(`alert-${id}`, event, { userId: 'system', at: '2026-11-20T05:00:00.000Z' });
const raised = (overrides: Partial<AlertRaisedData>): AlertEvent => ({
  type: 'AlertRaised',
  data: {
    type: 'mail_alert',
    recipient_id: 'r1',
    subject_id: 'm1',
    date: '2026-11-16',
    url: '/recipient/r1#dom',
    user_id: 'u-ref',
    ...overrides,
  },
});
const world = [
  file('r1', recipientCreated({ user_ref: 'u-ref' })),
  file('r2', recipientCreated({ surname: 'Awa', name: 'Diallo', user_ref: 'u-ref' }, 13)),
  alert('a1', raised({})),
  alert('a2', raised({ type: 'dom_alert', subject_id: 'd1', date: '2026-12-31', url: '/recipient/r1#dom' })),
  alert('a3', raised({ type: 'housing_alert', recipient_id: 'r2', subject_id: 'h1', date: '2026-11-30', url: '/recipient/r2#housing' })),
  alert('a4', raised({ type: 'prison_alert', subject_id: 'p1', date: '2026-12-10', user_id: 'u-other' })),
];

describe('alerts projection', () => {
  it("lists a person's alerts, open ones first by due date, then archived ones latest first, with the person", async () => {
    const later = [
      alert('a1', { type: 'AlertStatusChanged', data: { status: 0 } }),
      alert('a3', { type: 'AlertResolved', data: { reason: 'cause_gone' } }),
    ];
    await givenEvents(projections, world)
      .when(later)
      .then(async (docs) => {
        const { rows, total } = await listAlerts(docs, 'u-ref', 0, 10);
        expect(total).toBe(3);
        expect(rows.map((row) => [row._id, row.status])).toEqual([
          ['a2', 2],
          ['a3', 0],
          ['a1', 0],
        ]);
        expect(rows[0]).toEqual({
          _id: 'a2',
          type: 'dom_alert',
          label: 'Fin de domiciliation',
          recipient: { _id: 'r1', file_number: 12, name: 'Benali', surname: 'Karim' },
          subject_id: 'd1',
          date: '2026-12-31',
          url: '/recipient/r1#dom',
          status: 2,
          raised_on: '2026-11-20T05:00:00.000Z',
        });
        expect((await listAlerts(docs, 'u-ref', 1, 2)).rows.map((row) => row._id)).toEqual(['a1']);
      });
  });

  it('counts the unread and the unhandled alerts of a person', async () => {
    await givenEvents(projections, [...world, alert('a2', { type: 'AlertStatusChanged', data: { status: 1 } })]).then(async (docs) => {
      expect(await countAlerts(docs, 'u-ref')).toEqual({ unRead: 2, unHandled: 3 });
      expect(await countAlerts(docs, 'u-other')).toEqual({ unRead: 1, unHandled: 1 });
      expect(await countAlerts(docs, 'u-nobody')).toEqual({ unRead: 0, unHandled: 0 });
      expect((await alertView(docs, 'a2'))?.status).toBe(1);
    });
  });

  it("gives a file's alerts to its new referent, by an edit or a transfer", async () => {
    const edit = file('r1', { type: 'RecipientCivilDataChanged', data: { changes: { user_ref: { from: 'u-ref', to: 'u-new' } } } });
    const transfer = file('r2', {
      type: 'RecipientTransferred',
      data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2026-11-21', user_ref: 'u-sud' },
    });
    await givenEvents(projections, world)
      .when([edit, transfer])
      .then(async (docs) => {
        expect((await listAlerts(docs, 'u-new', 0, 10)).rows.map((row) => row._id)).toEqual(['a1', 'a4', 'a2']);
        expect((await listAlerts(docs, 'u-sud', 0, 10)).rows.map((row) => row._id)).toEqual(['a3']);
        expect((await listAlerts(docs, 'u-ref', 0, 10)).total).toBe(0);
      });
  });

  it("removes a deleted file's alerts, and ignores one raised for it afterwards", async () => {
    await givenEvents(projections, world)
      .when([file('r1', { type: 'RecipientDeleted', data: {} }), alert('a5', raised({ subject_id: 'm9' }))])
      .then(async (docs) => {
        expect((await listAlerts(docs, 'u-ref', 0, 10)).rows.map((row) => row._id)).toEqual(['a3']);
        expect(await openAlertsOf(docs, 'r1')).toEqual([]);
      });
  });

  it('gives the open alerts of a file, the ones the rules may archive', async () => {
    await givenEvents(projections, [...world, alert('a2', { type: 'AlertResolved', data: { reason: 'cause_gone' } })]).then(
      async (docs) => {
        expect((await openAlertsOf(docs, 'r1')).map((a) => a._id).sort()).toEqual(['a1', 'a4']);
      },
    );
  });
});
