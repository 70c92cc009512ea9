import { describe, it } from 'vitest';
import { buildActor, buildStay, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { AMOUNT_MESSAGES as A } from '../shared/amounts';
import type { RecipientEvent } from '../recipients/events';
import { RECIPIENT_MESSAGES } from '../recipients/rules';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { Actor } from '../users/actor';
import { addHousing, deleteHousing, updateHousing, type HousingInput } from './decide';
import type { HousingKind } from './fields';
import { HOUSING_MESSAGES as M } from './rules';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const TODAY = '2026-11-22';
const MISSING = 'Hébergements non mis à jour. Des champs sont manquants';
const volunteer = buildActor('volunteer');
const stay = buildStay();
const stayAdded: RecipientEvent = { type: 'HousingAdded', data: { housing_id: 'h-1', housing: stay } };
const past = [recipientCreated(), stayAdded];

describe('addHousing', () => {
  const add =
    (kind: HousingKind, housing: HousingInput, actor: Actor = volunteer) =>
    (state: RecipientState) =>
      addHousing({ housingId: 'h-2', kind, housing }, state, { actor, today: TODAY, references: referenceFacts() });
  const { housing_type: _kind, meeting: _meeting, signin: _signin, signout: _signout, nights_out_contracts: _nights, ...form } = stay;

  it('adds a stay in an own room, amounts typed with a comma read as numbers, a payment without date dated today', () => {
    given(recipients, [recipientCreated()])
      .when(
        add('hebergement', {
          ...form,
          price: '12,50',
          payments: [{ amount: '50,5' }, { amount: 20, date: '2026-11-12' }],
          nights_out_contracts: '3',
        }),
      )
      .then([
        {
          type: 'HousingAdded',
          data: {
            housing_id: 'h-2',
            housing: buildStay({
              price: 12.5,
              payments: [
                { amount: 50.5, date: TODAY },
                { amount: 20, date: '2026-11-12' },
              ],
              nights_out_contracts: 3,
            }),
          },
        },
      ]);
  });

  it('adds an emergency stay and a stay outside the scheme with what their kind requires', () => {
    const emergency = { hotel_info: 'Ibis Lille Centre', start_date: '2026-11-10', end_date: '2026-11-12', user_id: 'u-nord', price: 45 };
    given(recipients, [recipientCreated()])
      .when(add('urgence', emergency))
      .then([
        {
          type: 'HousingAdded',
          data: {
            housing_id: 'h-2',
            housing: {
              ...emergency,
              housing_type: 'urgence',
              meeting: false,
              signin: false,
              signout: false,
              payments: [],
              nights_out_contracts: null,
            },
          },
        },
      ]);
    given(recipients, [recipientCreated()])
      .when(add('hors', { nature: 'nature-famille', start_date: '2026-11-10' }))
      .then([
        {
          type: 'HousingAdded',
          data: {
            housing_id: 'h-2',
            housing: {
              nature: 'nature-famille',
              start_date: '2026-11-10',
              housing_type: 'hors',
              price: null,
              meeting: false,
              signin: false,
              signout: false,
              payments: [],
              nights_out_contracts: null,
            },
          },
        },
      ]);
  });

  it('refuses a stay in an own room without hotel, room, dates, referent or share', () => {
    given(recipients, [recipientCreated()]).when(add('hebergement', {})).thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, {
      hotel_id: "L'hotel est requis",
      room_id: 'La chambre est requise',
      start_date: 'La date de début est requise',
      end_date: 'La date de fin est requise',
      user_id: 'Le référent est requis',
      price: 'La quote part est requis',
    });
  });

  it('refuses an emergency stay without hotel, dates, referent or price', () => {
    given(recipients, [recipientCreated()])
      .when(add('urgence', { price: '' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, {
        hotel_info: "L'hôtel est requis",
        start_date: 'La date de début est requise',
        end_date: 'La date de fin est requise',
        user_id: 'Le référent est requis',
        price: 'La prix est requis',
      });
  });

  it('refuses a stay outside the scheme without nature or start', () => {
    given(recipients, [recipientCreated()]).when(add('hors', {})).thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, {
      nature: "La nature de l'hébergement est requis",
      start_date: 'La date de début est requise',
    });
  });

  it('refuses dates that run backwards, and impossible dates', () => {
    given(recipients, [recipientCreated()])
      .when(add('hebergement', { ...form, end_date: '2026-11-01', free_end_date: '2026-11-05' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, {
        end_date: 'La date de fin doit suivre la date de début',
        free_end_date: 'La libération doit suivre le début du séjour',
      });
    given(recipients, [recipientCreated()])
      .when(add('hors', { nature: 'nature-famille', start_date: '2026-11-10', estimated_end_date: '2026-13-01' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { estimated_end_date: 'Date invalide' });
  });

  it('refuses a payment whose amount is no number', () => {
    given(recipients, [recipientCreated()])
      .when(add('hebergement', { ...form, payments: [{ amount: 'cinquante' }] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { payments: 'Montant invalide' });
  });

  it('records a payment received last week with its own date', () => {
    given(recipients, [recipientCreated()])
      .when(add('hebergement', { ...form, payments: [{ amount: 30, date: '2026-11-15' }] }))
      .then([
        { type: 'HousingAdded', data: { housing_id: 'h-2', housing: buildStay({ payments: [{ amount: 30, date: '2026-11-15' }] }) } },
      ]);
  });

  it('refuses a payment dated after today, or on no real day, beside its line', () => {
    given(recipients, [recipientCreated()])
      .when(
        add('hebergement', {
          ...form,
          payments: [
            { amount: 30, date: TODAY },
            { amount: 30, date: '2026-11-23' },
          ],
        }),
      )
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { 'payments.1.date': 'Un paiement ne peut pas être daté dans le futur' });
    given(recipients, [recipientCreated()])
      .when(add('hebergement', { ...form, payments: [{ amount: 30, date: '2026-02-30' }] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { 'payments.0.date': M.paymentDate });
  });

  it('refuses a file the user may not open', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(add('hebergement', form))
      .thenRefuses('FORBIDDEN', RECIPIENT_MESSAGES.forbiddenFile);
  });
});

describe('updateHousing', () => {
  // A read returns the stay with its figures and names; the client sends them back untouched.
  const loaded = {
    ...stay,
    _id: 'h-1',
    nights: 10,
    total_price: 125,
    total_payment: 50,
    solde: -75,
    hotel_name: 'Hôtel du Nord',
    room_number: '7',
  };
  const update =
    (current: object, housingId = 'h-1', actor: Actor = volunteer) =>
    (state: RecipientState) =>
      updateHousing(
        { housingId, update: { origin: loaded, current: current as Record<string, unknown>, failOnConcurrent: false } },
        state,
        { actor, today: TODAY, references: referenceFacts() },
      );

  it('records the fields that changed', () => {
    given(recipients, past)
      .when(update({ ...loaded, end_date: '2026-11-25', signin: true }))
      .then([
        {
          type: 'HousingChanged',
          data: { housing_id: 'h-1', changes: { end_date: { from: '2026-11-20', to: '2026-11-25' }, signin: { from: false, to: true } } },
        },
      ]);
  });

  it('reads amounts typed with a comma and dates a new payment today', () => {
    given(recipients, past)
      .when(update({ ...loaded, price: '13,00', payments: [...stay.payments, { amount: '20,5' }] }))
      .then([
        {
          type: 'HousingChanged',
          data: {
            housing_id: 'h-1',
            changes: {
              price: { from: 12.5, to: 13 },
              payments: { from: stay.payments, to: [...stay.payments, { amount: 20.5, date: TODAY }] },
            },
          },
        },
      ]);
  });

  it('ignores the read-only figures sent back by the client', () => {
    given(recipients, past)
      .when(update({ ...loaded, nights: 15, total_price: 187.5, solde: 0, hotel_name: 'Autre' }))
      .thenNothing();
  });

  it('records nothing when nothing changed, the same share typed as text included', () => {
    given(recipients, past)
      .when(update({ ...loaded }))
      .thenNothing();
    given(recipients, past)
      .when(update({ ...loaded, price: '12,50' }))
      .thenNothing();
  });

  it('refuses a change of kind', () => {
    given(recipients, past)
      .when(update({ ...loaded, housing_type: 'urgence' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', "Le type d'hébergement ne change pas", { housing_type: M.kindFixed });
  });

  it('refuses an end moved before the start, or a required field emptied', () => {
    given(recipients, past)
      .when(update({ ...loaded, end_date: '2026-11-01' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { end_date: M.endBeforeStart });
    given(recipients, past)
      .when(update({ ...loaded, room_id: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { room_id: 'La chambre est requise' });
  });

  it('refuses a payment whose amount is no number', () => {
    given(recipients, past)
      .when(update({ ...loaded, payments: [{ amount: 'vingt' }] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { payments: A.unreadable });
  });

  it('refuses a payment added with a date after today', () => {
    given(recipients, past)
      .when(update({ ...loaded, payments: [...stay.payments, { amount: 20, date: '2026-12-01' }] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { 'payments.1.date': M.futurePayment });
  });

  it('refuses a stay the file does not have', () => {
    given(recipients, past)
      .when(update({ ...loaded, end_date: '2026-11-25' }, 'h-9'))
      .thenRefuses('NOT_FOUND', 'Hébergement introuvable');
  });
});

describe('deleteHousing', () => {
  const remove =
    (housingId: string, actor: Actor = volunteer) =>
    (state: RecipientState) =>
      deleteHousing({ housingId }, state, { actor });

  it('removes a stay of the file', () => {
    given(recipients, past)
      .when(remove('h-1'))
      .then([{ type: 'HousingDeleted', data: { housing_id: 'h-1' } }]);
  });

  it('refuses a stay the file does not have, or no longer has', () => {
    given(recipients, past).when(remove('h-9')).thenRefuses('NOT_FOUND', M.notFound);
    given(recipients, [...past, { type: 'HousingDeleted', data: { housing_id: 'h-1' } }])
      .when(remove('h-1'))
      .thenRefuses('NOT_FOUND', M.notFound);
  });

  it('refuses a file the user may not open', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' }), stayAdded])
      .when(remove('h-1'))
      .thenRefuses('FORBIDDEN', RECIPIENT_MESSAGES.forbiddenFile);
  });
});
