import { describe, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { RecipientEvent } from '../recipients/events';
import { RECIPIENT_MESSAGES } from '../recipients/rules';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { UpdateRequest } from '../shared/changes';
import type { Actor } from '../users/actor';
import { addMail, deleteMail, handOverMail, updateMail, type MailInput } from './decide';
import type { MailFields } from './fields';
import { MAIL_MESSAGES as M } from './rules';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const TODAY = '2026-11-22';
const volunteer = buildActor('volunteer', { id: 'u-nord' });
const ctx = (actor: Actor = volunteer) => ({ actor, today: TODAY, references: referenceFacts() });
const waiting: MailFields = {
  user_id: 'u-nord',
  number: 1,
  date: '2026-11-20',
  kind: 'Courrier',
  received_date: null,
  handed_to: null,
  handed_by: null,
  proxy_id: null,
};
const mailAdded: RecipientEvent = { type: 'MailAdded', data: { mail_id: 'm-1', mail: waiting } };
const proxyAdded: RecipientEvent = {
  type: 'ProxyAdded',
  data: { proxy_id: 'p-1', proxy: { name: 'Mme Benali', identity_document: 'CNI 123', start_date: '2026-11-01', end_date: '2026-11-30' } },
};
const past = [recipientCreated(), mailAdded, proxyAdded];
const edit = (current: Record<string, unknown>, origin: Record<string, unknown> = { ...waiting }): UpdateRequest => ({
  origin,
  current: { ...origin, ...current },
  failOnConcurrent: false,
});

describe('addMail', () => {
  const add = (mail: MailInput, actor?: Actor) => (state: RecipientState) => addMail({ mailId: 'm-2', mail }, state, ctx(actor));

  it('logs a mail that arrived today for the signed-in user when the form leaves them out, one letter by default', () => {
    given(recipients, [recipientCreated()])
      .when(add({}))
      .then([{ type: 'MailAdded', data: { mail_id: 'm-2', mail: { ...waiting, date: TODAY } } }]);
  });

  it('logs a parcel of several items typed as text, received by a colleague of the antenna', () => {
    given(recipients, [recipientCreated()])
      .when(add({ user_id: 'u-nord', number: '3', kind: 'Colis', date: '2026-11-21', comment: 'Colis CAF' }))
      .then([
        {
          type: 'MailAdded',
          data: { mail_id: 'm-2', mail: { ...waiting, number: 3, kind: 'Colis', date: '2026-11-21', comment: 'Colis CAF' } },
        },
      ]);
  });

  it('logs a mail already handed over, by the writer to the person unless said otherwise', () => {
    given(recipients, [recipientCreated()])
      .when(add({ date: '2026-11-20', received_date: '2026-11-21' }))
      .then([
        {
          type: 'MailAdded',
          data: {
            mail_id: 'm-2',
            mail: { ...waiting, received_date: '2026-11-21', handed_to: 'recipient', handed_by: 'u-nord' },
          },
        },
      ]);
  });

  it("refuses a mail without receiver or date with the messages of docs/recipient-file.md, 'Domiciliation'", () => {
    given(recipients, [recipientCreated()])
      .when(add({ user_id: null, date: '' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Courrier non mis à jour. Des champs sont manquants', {
        user_id: "L'accueillant est requis",
        date: 'La date est requise',
      });
    given(recipients, [recipientCreated()])
      .when(add({ date: '2026-02-30' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { date: 'La date est requise' });
  });

  it('refuses no item, a fraction of one, an unknown kind and an arrival in the future', () => {
    for (const number of [0, '-1', '1,5', 'deux', 1000])
      given(recipients, [recipientCreated()])
        .when(add({ number }))
        .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { number: M.badNumber });
    given(recipients, [recipientCreated()])
      .when(add({ kind: 'Télégramme' as MailInput['kind'] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { kind: M.unknownKind });
    given(recipients, [recipientCreated()])
      .when(add({ date: '2026-11-23' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { date: M.futureArrival });
  });

  it('refuses a hand-over before the arrival or in the future', () => {
    given(recipients, [recipientCreated()])
      .when(add({ date: '2026-11-20', received_date: '2026-11-19' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { received_date: M.handedBeforeArrival });
    given(recipients, [recipientCreated()])
      .when(add({ date: '2026-11-20', received_date: '2026-11-23' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { received_date: M.futureHandOver });
  });

  it('refuses a volunteer or an antenna administrator a receiver of another antenna, not an administrator', () => {
    for (const actor of [volunteer, buildActor('antenna_admin')])
      given(recipients, [recipientCreated()])
        .when(add({ user_id: 'u-sud' }, actor))
        .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.userOtherAntenna, { user_id: M.userOtherAntenna });
    given(recipients, [recipientCreated()])
      .when(add({ user_id: 'u-sud' }, buildActor('admin', { antenna_id: 'siege' })))
      .then([{ type: 'MailAdded', data: { mail_id: 'm-2', mail: { ...waiting, user_id: 'u-sud', date: TODAY } } }]);
    given(recipients, [recipientCreated()])
      .when(add({ user_id: 'u-inconnu' }, buildActor('admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownUser, { user_id: M.unknownUser });
  });

  it('refuses a file of another antenna to a volunteer, and a file that does not exist', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(add({}))
      .thenRefuses('FORBIDDEN', RECIPIENT_MESSAGES.forbiddenFile);
    given(recipients, []).when(add({})).thenRefuses('NOT_FOUND', RECIPIENT_MESSAGES.notFound);
  });
});

describe('updateMail', () => {
  const update = (request: UpdateRequest, actor?: Actor) => (state: RecipientState) =>
    updateMail({ mailId: 'm-1', update: request }, state, ctx(actor));

  it('records the fields the edit changed', () => {
    given(recipients, past)
      .when(update(edit({ number: '2', comment: 'Lettre de la CAF' })))
      .then([
        {
          type: 'MailChanged',
          data: { mail_id: 'm-1', changes: { number: { from: 1, to: 2 }, comment: { from: null, to: 'Lettre de la CAF' } } },
        },
      ]);
  });

  it('hands a waiting mail over when POST /mail/{id} gives it a received_date, by the writer, with any other change beside it', () => {
    given(recipients, past)
      .when(update(edit({ received_date: TODAY })))
      .then([
        {
          type: 'MailHandedOver',
          data: { mail_id: 'm-1', received_date: TODAY, handed_to: 'recipient', handed_by: 'u-nord', proxy_id: null },
        },
      ]);
    given(recipients, past)
      .when(update(edit({ received_date: '2026-11-21', handed_to: 'proxy', proxy_id: 'p-1', comment: 'Remis à sa mère' })))
      .then([
        { type: 'MailChanged', data: { mail_id: 'm-1', changes: { comment: { from: null, to: 'Remis à sa mère' } } } },
        {
          type: 'MailHandedOver',
          data: { mail_id: 'm-1', received_date: '2026-11-21', handed_to: 'proxy', handed_by: 'u-nord', proxy_id: 'p-1' },
        },
      ]);
  });

  it('corrects the day of a mail handed over, and puts it back among those waiting when the day is cleared', () => {
    const handedOver: RecipientEvent = {
      type: 'MailHandedOver',
      data: { mail_id: 'm-1', received_date: '2026-11-21', handed_to: 'recipient', handed_by: 'u-autre', proxy_id: null },
    };
    const stored = { ...waiting, received_date: '2026-11-21', handed_to: 'recipient', handed_by: 'u-autre' };
    given(recipients, [...past, handedOver])
      .when(update(edit({ received_date: '2026-11-20' }, stored)))
      .then([{ type: 'MailChanged', data: { mail_id: 'm-1', changes: { received_date: { from: '2026-11-21', to: '2026-11-20' } } } }]);
    given(recipients, [...past, handedOver])
      .when(update(edit({ received_date: null }, stored)))
      .then([
        {
          type: 'MailChanged',
          data: {
            mail_id: 'm-1',
            changes: {
              received_date: { from: '2026-11-21', to: null },
              handed_to: { from: 'recipient', to: null },
              handed_by: { from: 'u-autre', to: null },
            },
          },
        },
      ]);
  });

  it('never takes who handed a mail over from the form', () => {
    given(recipients, past)
      .when(update(edit({ handed_by: 'u-sud' })))
      .thenNothing();
  });

  it('refuses a hand-over to a proxy the file does not have, or that did not hold that day', () => {
    given(recipients, past)
      .when(update(edit({ received_date: TODAY, handed_to: 'proxy' })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { proxy_id: M.proxyRequired });
    given(recipients, past)
      .when(update(edit({ received_date: TODAY, handed_to: 'proxy', proxy_id: 'p-autre' })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { proxy_id: M.unknownProxy });
    const expired: RecipientEvent = {
      type: 'ProxyChanged',
      data: { proxy_id: 'p-1', changes: { end_date: { from: '2026-11-30', to: '2026-11-20' } } },
    };
    given(recipients, [...past, expired])
      .when(update(edit({ received_date: '2026-11-21', handed_to: 'proxy', proxy_id: 'p-1' })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { proxy_id: M.proxyNotValid });
  });

  it('refuses a receiver of another antenna to a volunteer, a hand-over in the future, and a mail of no file', () => {
    given(recipients, past)
      .when(update(edit({ user_id: 'u-sud' })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.userOtherAntenna);
    given(recipients, past)
      .when(update(edit({ received_date: '2026-11-30' })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { received_date: M.futureHandOver });
    given(recipients, [recipientCreated()])
      .when(update(edit({ number: 2 })))
      .thenRefuses('NOT_FOUND', M.notFound);
  });

  it('does nothing when nothing changed', () => {
    given(recipients, past)
      .when(update(edit({})))
      .thenNothing();
  });
});

describe('handOverMail', () => {
  const handOver = (command: Parameters<typeof handOverMail>[0]) => (state: RecipientState) => handOverMail(command, state, ctx());

  it('hands a waiting mail over today to the person, or on a given day to a proxy, or back to its sender', () => {
    given(recipients, past)
      .when(handOver({ mailId: 'm-1' }))
      .then([
        {
          type: 'MailHandedOver',
          data: { mail_id: 'm-1', received_date: TODAY, handed_to: 'recipient', handed_by: 'u-nord', proxy_id: null },
        },
      ]);
    given(recipients, past)
      .when(handOver({ mailId: 'm-1', received_date: '2026-11-21', handed_to: 'proxy', proxy_id: 'p-1' }))
      .then([
        {
          type: 'MailHandedOver',
          data: { mail_id: 'm-1', received_date: '2026-11-21', handed_to: 'proxy', handed_by: 'u-nord', proxy_id: 'p-1' },
        },
      ]);
    given(recipients, past)
      .when(handOver({ mailId: 'm-1', handed_to: 'sender', proxy_id: 'p-1' }))
      .then([
        {
          type: 'MailHandedOver',
          data: { mail_id: 'm-1', received_date: TODAY, handed_to: 'sender', handed_by: 'u-nord', proxy_id: null },
        },
      ]);
  });

  it('refuses a mail already handed over, before it arrived, in the future', () => {
    const handedOver: RecipientEvent = {
      type: 'MailHandedOver',
      data: { mail_id: 'm-1', received_date: '2026-11-21', handed_to: 'recipient', handed_by: 'u-nord', proxy_id: null },
    };
    given(recipients, [...past, handedOver])
      .when(handOver({ mailId: 'm-1' }))
      .thenRefuses('ALREADY_HANDED_OVER', M.alreadyHandedOver);
    given(recipients, past)
      .when(handOver({ mailId: 'm-1', received_date: '2026-11-19' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { received_date: M.handedBeforeArrival });
    given(recipients, past)
      .when(handOver({ mailId: 'm-1', received_date: '2026-11-23' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { received_date: M.futureHandOver });
  });
});

describe('deleteMail', () => {
  it('removes a mail of the file, 404 for another', () => {
    given(recipients, past)
      .when((state) => deleteMail({ mailId: 'm-1' }, state, { actor: volunteer }))
      .then([{ type: 'MailDeleted', data: { mail_id: 'm-1' } }]);
    given(recipients, past)
      .when((state) => deleteMail({ mailId: 'm-9' }, state, { actor: volunteer }))
      .thenRefuses('NOT_FOUND', M.notFound);
  });
});
