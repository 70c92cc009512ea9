import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize, formatMoney, formatPersonName, formatPhone, parseFrenchDate } from './format';

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

describe('formatFileSize', () => {
  it('counts bytes under 1024 as octets', () => {
    expect(formatFileSize(0)).toBe('0 octets');
    expect(formatFileSize(1)).toBe('1 octet');
    expect(formatFileSize(1023)).toBe('1023 octets');
  });

  it('takes the largest unit of base 1024 the size reaches, with two decimals at most and a French comma', () => {
    expect(formatFileSize(1024)).toBe('1 Ko');
    expect(formatFileSize(1536)).toBe('1,5 Ko');
    expect(formatFileSize(20 * 1024 ** 2)).toBe('20 Mo');
    expect(formatFileSize(1234567)).toBe('1,18 Mo');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 Go');
    expect(formatFileSize(1024 ** 8)).toBe('1 Yo');
  });

  it('never shows 1024 of a unit, and stays in yottabytes beyond', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 Mo');
    expect(formatFileSize(2048 * 1024 ** 8)).toBe('2 048 Yo');
  });

  it('shows nothing for an unknown size', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });
});
