import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  amountError,
  MAX_AMOUNT,
  MAX_NIGHTS,
  nightsError,
  parseAmount,
  parseCount,
  parseUnitPrice,
  paymentError,
  priceError,
  withAmounts,
} from './amounts';

describe('parseUnitPrice', () => {
  it('keeps a unit price to four decimals, typed with a comma or a dot', () => {
    expect(parseUnitPrice('3,333')).toBe(3.333);
    expect(parseUnitPrice(1.23456)).toBe(1.2346);
    expect(parseUnitPrice('12.5')).toBe(12.5);
  });

  it('reads nothing else: no hexadecimal, exponent or infinity', () => {
    for (const typed of ['0x10', '1e3', 'Infinity', 'trois', '']) expect(parseUnitPrice(typed)).toBeNull();
  });
});

describe('parseAmount', () => {
  it('reads numbers, and digits with a comma or a dot as decimal separator, spaces around, to the cent', () => {
    expect(parseAmount('3,50')).toBe(3.5);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount(7)).toBe(7);
    expect(parseAmount('-2')).toBe(-2);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('12,')).toBe(12);
    expect(parseAmount(',5')).toBe(0.5);
    expect(parseAmount('412,556')).toBe(412.56);
    expect(parseAmount(0.004)).toBe(0);
    expect(parseAmount(1e9)).toBe(1e9);
  });

  it('gives null for hexadecimal, exponents, words, nothing, and numbers that are not finite', () => {
    for (const value of [
      '0x10',
      '1e3',
      '1e400',
      'abc',
      '',
      '  ',
      '-',
      ',',
      '1,2,3',
      '1.2,3',
      '1 000',
      '+5',
      'Infinity',
      'NaN',
      Infinity,
      -Infinity,
      Number.NaN,
      null,
      undefined,
      true,
      [12],
      { amount: 12 },
    ]) {
      expect(parseAmount(value), JSON.stringify(value) ?? 'undefined').toBeNull();
    }
  });
});

describe('parseCount', () => {
  it('reads whole numbers, given or typed as digits', () => {
    expect(parseCount(3)).toBe(3);
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('-3')).toBe(-3);
  });

  it('gives null for decimals, hexadecimal, exponents, words and nothing', () => {
    for (const value of [2.5, '2,5', '2.5', '0x10', '1e3', 'trois', '', Infinity, Number.NaN, null, 2 ** 60]) {
      expect(parseCount(value), String(value)).toBeNull();
    }
  });
});

describe('priceError', () => {
  it('takes a price from 0 to 100 000 €, and leaves a blank one to the required rule', () => {
    for (const value of [0, '0', '3,50', MAX_AMOUNT, '100000,00', '100000,004', null, undefined, '', '  ']) {
      expect(priceError(value), String(value)).toBeNull();
    }
  });

  it('names an unreadable price, a negative one, and one above 100 000 €', () => {
    expect(priceError('0x10')).toBe('Montant invalide');
    expect(priceError('1e3')).toBe('Montant invalide');
    expect(priceError(Number.NaN)).toBe('Montant invalide');
    expect(priceError(-1)).toBe('Le prix ne peut pas être négatif');
    expect(priceError('-0,01')).toBe('Le prix ne peut pas être négatif');
    expect(priceError('100000,01')).toBe('Montant trop élevé (100 000 € au plus)');
    expect(priceError(1e300)).toBe('Montant trop élevé (100 000 € au plus)');
  });
});

describe('paymentError', () => {
  it('takes a payment from one cent to 100 000 €', () => {
    for (const value of [0.01, '0,01', '20', MAX_AMOUNT]) {
      expect(paymentError(value), String(value)).toBeNull();
    }
  });

  it('names a payment unreadable or blank, of zero or below, and one above 100 000 €', () => {
    for (const value of ['vingt', '', null, '0x10']) expect(paymentError(value), String(value)).toBe('Montant invalide');
    for (const value of [0, '0,00', '0,004', -5, '-5']) expect(paymentError(value), String(value)).toBe('Un versement doit être positif');
    expect(paymentError(1e9)).toBe('Montant trop élevé (100 000 € au plus)');
  });
});

describe('nightsError', () => {
  it('takes none, or a whole number from 0 to 3660', () => {
    for (const value of [null, undefined, '', 0, '0', 12, ' 12 ', MAX_NIGHTS]) {
      expect(nightsError(value), String(value)).toBeNull();
    }
  });

  it('names negative, decimal, unreadable or more than 3660 nights', () => {
    for (const value of [-3, '-3', 2.5, '2,5', 'trois', '0x10', '1e3', 3661, Number.NaN]) {
      expect(nightsError(value), String(value)).toBe('Nombre de nuits invalide');
    }
  });
});

describe('a sum of a file (income, salary, participation)', () => {
  it('may be blank, zero or up to 100 000 €, typed with a comma', () => {
    for (const value of [null, '', '  ', 0, '0', '607,75', 100_000]) expect(amountError(value), String(value)).toBeNull();
  });

  it('is refused negative, unreadable or too large', () => {
    expect(amountError('-1')).toBe(AMOUNT_MESSAGES.negativeAmount);
    expect(amountError('12abc')).toBe(AMOUNT_MESSAGES.unreadable);
    expect(amountError('1e9')).toBe(AMOUNT_MESSAGES.unreadable);
    expect(amountError(100_000.01)).toBe(AMOUNT_MESSAGES.tooLarge);
  });

  it('is read as a number where it can be, blank as null, unreadable text kept for its rule', () => {
    const form = { amount: '1 200', salary: '1450,5', participation: '  ', label: '12' };
    expect(withAmounts(form, ['amount', 'salary', 'participation'])).toEqual({
      amount: '1 200',
      salary: 1450.5,
      participation: null,
      label: '12',
    });
  });
});

describe('the messages', () => {
  it('are the exact French texts of the forms', () => {
    expect(AMOUNT_MESSAGES).toEqual({
      unreadable: 'Montant invalide',
      negativePrice: 'Le prix ne peut pas être négatif',
      negativeAmount: 'Le montant ne peut pas être négatif',
      paymentNotPositive: 'Un versement doit être positif',
      tooLarge: 'Montant trop élevé (100 000 € au plus)',
      badNights: 'Nombre de nuits invalide',
    });
  });
});
