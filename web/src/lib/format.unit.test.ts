import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatPersonName, formatPhone, parseFrenchDate } from './format';

describe('formatDate', () => {
  it('shows YYYY-MM-DD and instants as DD/MM/YYYY, and nothing for empty', () => {
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    expect(formatDate('2026-11-22T10:15:00.000Z')).toBe('22/11/2026');
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('23/11/2026');
    expect(formatDate(null)).toBe('');
  });
});

describe('parseFrenchDate', () => {
  it('reads what people type, and refuses dates that do not exist', () => {
    expect(parseFrenchDate('09/03/2026')).toBe('2026-03-09');
    expect(parseFrenchDate('9/3/2026')).toBe('2026-03-09');
    expect(parseFrenchDate('29/02/2024')).toBe('2024-02-29');
    expect(parseFrenchDate('29/02/2023')).toBeNull();
    expect(parseFrenchDate('2026-03-09')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('shows euros with two decimals, French style', () => {
    expect(formatMoney(1234.5)).toBe('1 234,50 €');
    expect(formatMoney(-12)).toBe('-12,00 €');
    expect(formatMoney(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it('groups 10-digit numbers in pairs and leaves others alone', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('06.12.34.56.78')).toBe('06 12 34 56 78');
    expect(formatPhone('+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
  });

  it('groups a French number being typed, and leaves short service numbers alone', () => {
    expect(formatPhone('06123')).toBe('06 12 3');
    expect(formatPhone('115')).toBe('115');
    expect(formatPhone('061234567890')).toBe('061234567890');
  });
});

describe('formatPersonName', () => {
  it('puts the surname in capitals after the first name', () => {
    expect(formatPersonName({ surname: 'Camille', name: 'Moreau' })).toBe('Camille MOREAU');
  });
});

describe('formatDateTime', () => {
  it('shows an instant as its day and time in France', () => {
    expect(formatDateTime('2026-07-01T12:05:00.000Z')).toBe('01/07/2026 à 14:05');
  });
});
