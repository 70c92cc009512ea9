import { describe, expect, it } from 'vitest';
import { formatReportSize } from './reportSize';

describe('formatReportSize', () => {
  it('counts octets under 1000', () => {
    expect(formatReportSize(0)).toBe('0 octets');
    expect(formatReportSize(1)).toBe('1 octet');
    expect(formatReportSize(999)).toBe('999 octets');
  });

  it('counts Ko (1000 octets) from 1000 to under a million, always with one decimal, cut, French style', () => {
    expect(formatReportSize(1000)).toBe('1,0 Ko');
    expect(formatReportSize(1290)).toBe('1,2 Ko');
    expect(formatReportSize(12_345)).toBe('12,3 Ko');
    expect(formatReportSize(999_999)).toBe('999,9 Ko');
  });

  it('counts Mo (a million octets) from a million, always with one decimal, with a thousands separator', () => {
    expect(formatReportSize(1_000_000)).toBe('1,0 Mo');
    expect(formatReportSize(3_500_000)).toBe('3,5 Mo');
    expect(formatReportSize(1_234_567_890)).toBe('1 234,5 Mo');
  });

  it('shows nothing for a size not known or not a size', () => {
    expect(formatReportSize(null)).toBe('');
    expect(formatReportSize(undefined)).toBe('');
    expect(formatReportSize(-1)).toBe('');
    expect(formatReportSize(Number.NaN)).toBe('');
  });
});
