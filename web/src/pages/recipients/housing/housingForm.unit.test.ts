import { describe, expect, it } from 'vitest';
import { buildActor } from '@domain/testing/builders';
import type { Housing } from '../../../api/housings';
import { housingFromValues, housingValues, liveFigures, newHousingValues, validateHousing } from './housingForm';

const today = '2026-11-22';
const stay = (values: Partial<ReturnType<typeof housingValues>>) => ({ ...housingValues({}), ...values });

describe('housing values', () => {
  it('starts a new stay today, followed by the signed-in user when the file has no referent, with no payment', () => {
    const actor = buildActor('volunteer');
    expect(newHousingValues(actor, today)).toMatchObject({ user_id: actor.id, start_date: today, payments: [], meeting: false });
    expect(newHousingValues(actor, today, { user_ref: null, antenna_id: 'ant-nord' })).toMatchObject({ user_id: actor.id });
  });

  it("follows a new stay by the file's referent, unless the user may not name people of the file's antenna", () => {
    const volunteer = buildActor('volunteer', { antenna_id: 'ant-nord' });
    expect(newHousingValues(volunteer, today, { user_ref: 'u-nord', antenna_id: 'ant-nord' })).toMatchObject({ user_id: 'u-nord' });
    expect(newHousingValues(volunteer, today, { user_ref: 'u-sud', antenna_id: 'ant-sud' })).toMatchObject({ user_id: volunteer.id });
    expect(newHousingValues(buildActor('admin'), today, { user_ref: 'u-sud', antenna_id: 'ant-sud' })).toMatchObject({ user_id: 'u-sud' });
  });

  it('shows stored amounts the French way and sends them as typed, blanks as null', () => {
    const loaded = {
      price: 3.5,
      payments: [{ amount: 20.25, date: '2026-11-10' }],
      nights_out_contracts: 2,
      tel: null,
    } as Partial<Housing>;
    const values = housingValues(loaded);
    expect(values).toMatchObject({ price: '3,5', payments: [{ amount: '20,25', date: '2026-11-10' }], nights_out_contracts: '2', tel: '' });
    expect(housingFromValues({ ...values, price: ' 4,50 ', tel: '  ' })).toMatchObject({
      price: '4,50',
      tel: null,
      payments: [{ amount: '20,25', date: '2026-11-10' }],
    });
  });
});

describe('validateHousing', () => {
  it("says the server's messages for each kind", () => {
    expect(validateHousing('hebergement', today)(stay({ start_date: today, end_date: '2026-11-30' }))).toEqual({
      hotel_id: "L'hotel est requis",
      room_id: 'La chambre est requise',
      user_id: 'Le référent est requis',
      price: 'La quote part est requis',
    });
    expect(
      validateHousing('urgence', today)(stay({ hotel_info: 'Formule 1', user_id: 'u1', start_date: today, end_date: '2026-11-23' })),
    ).toEqual({ price: 'La prix est requis' });
    expect(validateHousing('hors', today)(stay({ start_date: today }))).toEqual({ nature: "La nature de l'hébergement est requis" });
  });

  it('refuses an end before the start and a payment that is not an amount', () => {
    const values = stay({
      hotel_info: 'Formule 1',
      user_id: 'u1',
      price: '45',
      start_date: '2026-11-22',
      end_date: '2026-11-20',
      payments: [{ amount: 'dix', date: today }],
    });
    expect(validateHousing('urgence', today)(values)).toEqual({
      end_date: 'La date de fin doit suivre la date de début',
      payments: 'Montant invalide',
    });
  });

  it("says the server's messages for a negative share, a payment of zero, a share above 100 000 € and negative nights", () => {
    const values = stay({
      hotel_id: 'h1',
      room_id: 'r1',
      user_id: 'u1',
      start_date: today,
      end_date: '2026-11-30',
      price: '-3,50',
      payments: [{ amount: '0', date: today }],
      nights_out_contracts: '-3',
    });
    expect(validateHousing('hebergement', today)(values)).toEqual({
      price: 'Le prix ne peut pas être négatif',
      payments: 'Un versement doit être positif',
      nights_out_contracts: 'Nombre de nuits invalide',
    });
    expect(validateHousing('hebergement', today)({ ...values, price: '1e3', payments: [], nights_out_contracts: '' })).toEqual({
      price: 'Montant invalide',
    });
    expect(validateHousing('hebergement', today)({ ...values, price: '100000,01', payments: [], nights_out_contracts: '3661' })).toEqual({
      price: 'Montant trop élevé (100 000 € au plus)',
      nights_out_contracts: 'Nombre de nuits invalide',
    });
  });
});

describe('payment dates', () => {
  it("sends a payment with the day it was received and says the server's message for a day after today", () => {
    const values = stay({ hotel_info: 'Formule 1', user_id: 'u1', price: '45', start_date: '2026-11-10', end_date: '2026-11-20' });
    const lastWeek = { ...values, payments: [{ amount: '30', date: '2026-11-15' }] };
    expect(validateHousing('urgence', today)(lastWeek)).toEqual({});
    expect(housingFromValues(lastWeek).payments).toEqual([{ amount: '30', date: '2026-11-15' }]);
    expect(validateHousing('urgence', today)({ ...values, payments: [{ amount: '30', date: '2026-11-23' }] })).toEqual({
      'payments.0.date': 'Un paiement ne peut pas être daté dans le futur',
    });
  });
});

describe('liveFigures', () => {
  it('computes nights, totals and balance as typed, across a month end, amounts with a comma', () => {
    const values = stay({
      start_date: '2026-11-28',
      end_date: '2026-12-03',
      price: '3,50',
      nights_out_contracts: '2',
      payments: [
        { amount: '10', date: today },
        { amount: '2,5', date: today },
      ],
    });
    expect(liveFigures('hebergement', values, today)).toEqual({
      nights: 5,
      total_price: 17.5,
      total_payment: 12.5,
      solde: -5,
      out_contract_cost: 7,
    });
  });

  it('counts an amount still being typed as nothing rather than breaking the totals', () => {
    const values = stay({ start_date: '2026-11-20', end_date: '2026-11-22', price: '', payments: [{ amount: '', date: today }] });
    expect(liveFigures('urgence', values, today)).toEqual({ nights: 2, total_price: 0, total_payment: 0, solde: 0, out_contract_cost: 0 });
  });

  it('counts what is unreadable as nothing: hexadecimal, exponents, decimal nights', () => {
    const values = stay({
      start_date: '2026-11-20',
      end_date: '2026-11-22',
      price: '0x10',
      nights_out_contracts: '2,5',
      payments: [
        { amount: '1e400', date: today },
        { amount: '5', date: today },
      ],
    });
    expect(liveFigures('hebergement', values, today)).toEqual({
      nights: 2,
      total_price: 0,
      total_payment: 5,
      solde: 5,
      out_contract_cost: 0,
    });
  });
});
