import { describe, expect, it } from 'vitest';
import { buildActor, buildStay, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { AMOUNT_MESSAGES as A } from '../shared/amounts';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { Actor } from '../users/actor';
import { addHousing, updateHousing, type HousingInput } from './decide';
import { HOUSING_MESSAGES as M } from './rules';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const TODAY = '2026-11-22';
const MISSING = 'Hébergements non mis à jour. Des champs sont manquants';
const volunteer = buildActor('volunteer');
const stay = buildStay();
const stayAdded: RecipientEvent = { type: 'HousingAdded', data: { housing_id: 'h-1', housing: stay } };
const past = [recipientCreated(), stayAdded];

describe('amounts that are not numbers', () => {
  it('names the price when it is not a number, and the payments when one of them is not', () => {
    const ctx = { actor: buildActor('volunteer'), today: '2026-11-22', references: referenceFacts() };
    given(recipients, [recipientCreated()])
      .when((state) =>
        addHousing(
          { housingId: 'h-9', kind: 'hors', housing: { nature: 'nat-famille', start_date: '2026-11-01', price: 'abc' } },
          state,
          ctx,
        ),
      )
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { price: A.unreadable });
    given(recipients, [recipientCreated()])
      .when((state) =>
        addHousing(
          { housingId: 'h-9', kind: 'hors', housing: { nature: 'nat-famille', start_date: '2026-11-01', payments: [{ amount: 'dix' }] } },
          state,
          ctx,
        ),
      )
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { payments: A.unreadable });
  });
});

describe('amounts and nights out of bounds', () => {
  const add = (housing: HousingInput) => (state: RecipientState) =>
    addHousing({ housingId: 'h-2', kind: 'hebergement', housing: { ...stay, ...housing } }, state, {
      actor: volunteer,
      today: TODAY,
      references: referenceFacts(),
    });
  const loaded = { ...stay, _id: 'h-1' };
  const update = (current: object) => (state: RecipientState) =>
    updateHousing({ housingId: 'h-1', update: { origin: loaded, current: { ...loaded, ...current }, failOnConcurrent: false } }, state, {
      actor: volunteer,
      today: TODAY,
      references: referenceFacts(),
    });

  it('refuses a negative share, or one above 100 000 €', () => {
    given(recipients, [recipientCreated()])
      .when(add({ price: -1 }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { price: 'Le prix ne peut pas être négatif' });
    given(recipients, [recipientCreated()])
      .when(add({ price: 1e7 }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { price: 'Montant trop élevé (100 000 € au plus)' });
  });

  it('refuses a share written in hexadecimal or with an exponent as unreadable', () => {
    given(recipients, [recipientCreated()])
      .when(add({ price: '0x10' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { price: 'Montant invalide' });
    given(recipients, [recipientCreated()])
      .when(add({ price: '1e400' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { price: 'Montant invalide' });
  });

  it('refuses a payment of zero or below, or above 100 000 €', () => {
    for (const amount of [0, '-5', '0,001']) {
      given(recipients, [recipientCreated()])
        .when(add({ payments: [{ amount: 20 }, { amount }] }))
        .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { payments: 'Un versement doit être positif' });
    }
    given(recipients, [recipientCreated()])
      .when(add({ payments: [{ amount: '100000,01' }] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { payments: A.tooLarge });
  });

  it('refuses nights out of contract that are negative, not whole, or more than 3660', () => {
    for (const nights of [-3, '2,5', 3661, 'trois']) {
      given(recipients, [recipientCreated()])
        .when(add({ nights_out_contracts: nights }))
        .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { nights_out_contracts: 'Nombre de nuits invalide' });
    }
  });

  it('names every wrong figure at once', () => {
    given(recipients, [recipientCreated()])
      .when(add({ price: '-3,50', payments: [{ amount: -5 }], nights_out_contracts: '-1' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, {
        price: A.negativePrice,
        payments: A.paymentNotPositive,
        nights_out_contracts: A.badNights,
      });
  });

  it('takes the bounds themselves: a free stay, a payment of 100 000 €, 0 and 3660 nights', () => {
    given(recipients, [recipientCreated()])
      .when(add({ price: '0', payments: [{ amount: '100000', date: TODAY }], nights_out_contracts: '3660' }))
      .then([
        {
          type: 'HousingAdded',
          data: {
            housing_id: 'h-2',
            housing: buildStay({ price: 0, payments: [{ amount: 100000, date: TODAY }], nights_out_contracts: 3660 }),
          },
        },
      ]);
    given(recipients, [recipientCreated()])
      .when(add({ nights_out_contracts: 0 }))
      .then([{ type: 'HousingAdded', data: { housing_id: 'h-2', housing: buildStay({ nights_out_contracts: 0 }) } }]);
  });

  it('refuses an edit to a negative share, a payment of zero or negative nights, and records nothing', () => {
    given(recipients, past)
      .when(update({ price: '-12,50' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { price: A.negativePrice });
    given(recipients, past)
      .when(update({ payments: [...stay.payments, { amount: '0' }] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { payments: A.paymentNotPositive });
    given(recipients, past)
      .when(update({ nights_out_contracts: -3 }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', MISSING, { nights_out_contracts: A.badNights });
  });

  it('records nothing when the amounts are only written differently', () => {
    given(recipients, past)
      .when(update({ price: ' 12,50 ', payments: [{ amount: '50,00', date: '2026-11-10' }], nights_out_contracts: '' }))
      .thenNothing();
  });
});

describe('what a housing names', () => {
  const add =
    (housing: HousingInput, actor: Actor = volunteer) =>
    (state: RecipientState) =>
      addHousing({ housingId: 'h-3', kind: 'hebergement', housing: { ...buildStay(), ...housing } }, state, {
        actor,
        today: TODAY,
        references: referenceFacts(),
      });

  it('refuses a referent, a leave motive or contacts that name nothing, field by field', () => {
    given(recipients, [recipientCreated()])
      .when(add({ user_id: 'u-inconnu', leave_motive: 'nature-famille', contact_ids: ['c-1', 'c-inconnu'] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownReferent, {
        user_id: M.unknownReferent,
        leave_motive: 'Valeur absente de la liste de référence',
        contact_ids: M.unknownContact,
      });
  });

  it('refuses a volunteer a referent of another antenna, and a contact visible to another antenna only', () => {
    given(recipients, [recipientCreated()])
      .when(add({ user_id: 'u-sud' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.referentOtherAntenna, { user_id: M.referentOtherAntenna });
    given(recipients, [recipientCreated()])
      .when(add({ contact_ids: ['c-sud'] }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownContact, { contact_ids: M.unknownContact });
  });

  it('lets an administrator name a referent of any antenna', () => {
    given(recipients, [recipientCreated()])
      .when(add({ user_id: 'u-sud', leave_motive: 'motif-fin' }, buildActor('admin')))
      .then([expect.objectContaining({ type: 'HousingAdded' })] as never);
  });

  it('refuses a deleted leave motive newly chosen, and keeps one already recorded when other fields change', () => {
    given(recipients, [recipientCreated()])
      .when(add({ leave_motive: 'motif-supprime' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Valeur absente de la liste de référence');
    const kept = buildStay({ leave_motive: 'motif-supprime' });
    const loaded = { ...kept, _id: 'h-1' };
    given(recipients, [recipientCreated(), { type: 'HousingAdded', data: { housing_id: 'h-1', housing: kept } }])
      .when((state) =>
        updateHousing({ housingId: 'h-1', update: { origin: loaded, current: { ...loaded, price: 13 }, failOnConcurrent: false } }, state, {
          actor: volunteer,
          today: TODAY,
          references: referenceFacts(),
        }),
      )
      .then([{ type: 'HousingChanged', data: { housing_id: 'h-1', changes: { price: { from: 12.5, to: 13 } } } }]);
  });
});
