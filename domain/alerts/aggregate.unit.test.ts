import { describe, it } from 'vitest';
import { given } from '../testing/givenWhenThen';
import { buildActor } from '../testing/builders';
import type { Aggregate } from '../shared/aggregate';
import { changeAlertStatus, evolveAlert, initialAlertState, raiseAlert, resolveAlert, type AlertEvent, type AlertState } from './aggregate';
import { ALERT_MESSAGES } from './alerts';

const alerts: Aggregate<AlertState, AlertEvent> = { initialState: initialAlertState, evolve: evolveAlert };
const cause = { type: 'mail_alert', subject_id: 'm1', date: '2026-11-16', raise_from: '2026-11-16', raise_until: null } as const;
const raised: AlertEvent = {
  type: 'AlertRaised',
  data: { type: 'mail_alert', recipient_id: 'rec-1', subject_id: 'm1', date: '2026-11-16', url: '/recipient/rec-1#dom', user_id: 'u-ref' },
};
const referent = buildActor('volunteer', { id: 'u-ref' });

describe('raiseAlert', () => {
  it('raises an alert never raised, for the file referent', () => {
    given(alerts)
      .when((s) => raiseAlert(s, { ...cause, recipient_id: 'rec-1', url: '/recipient/rec-1#dom', user_id: 'u-ref' }))
      .then([raised]);
  });

  it('raises nothing again, even once archived', () => {
    given(alerts, [raised, { type: 'AlertResolved', data: { reason: 'cause_gone' } }])
      .when((s) => raiseAlert(s, { ...cause, recipient_id: 'rec-1', url: '/recipient/rec-1#dom', user_id: 'u-ref' }))
      .thenNothing();
  });
});

describe('resolveAlert', () => {
  it('archives an open alert whose cause is gone', () => {
    given(alerts, [raised])
      .when(resolveAlert)
      .then([{ type: 'AlertResolved', data: { reason: 'cause_gone' } }]);
  });

  it('records nothing for an alert already archived or never raised', () => {
    given(alerts, [raised, { type: 'AlertStatusChanged', data: { status: 0 } }])
      .when(resolveAlert)
      .thenNothing();
    given(alerts).when(resolveAlert).thenNothing();
  });
});

describe('changeAlertStatus', () => {
  it("sets the status the file's referent clicked", () => {
    given(alerts, [raised])
      .when((s) => changeAlertStatus(s, { status: 0, actor: referent, referent: 'u-ref' }))
      .then([{ type: 'AlertStatusChanged', data: { status: 0 } }]);
  });

  it('records nothing when the status is already that one', () => {
    given(alerts, [raised])
      .when((s) => changeAlertStatus(s, { status: 2, actor: referent, referent: 'u-ref' }))
      .thenNothing();
  });

  it("tells anyone but the file's referent now that the alert does not exist", () => {
    given(alerts, [raised])
      .when((s) => changeAlertStatus(s, { status: 0, actor: buildActor('admin'), referent: 'u-ref' }))
      .thenRefuses('NOT_FOUND', ALERT_MESSAGES.notFound);
    // The file moved to another referent since the alert was raised.
    given(alerts, [raised])
      .when((s) => changeAlertStatus(s, { status: 0, actor: referent, referent: 'u-other' }))
      .thenRefuses('NOT_FOUND', ALERT_MESSAGES.notFound);
    given(alerts)
      .when((s) => changeAlertStatus(s, { status: 0, actor: referent, referent: 'u-ref' }))
      .thenRefuses('NOT_FOUND', ALERT_MESSAGES.notFound);
  });
});
