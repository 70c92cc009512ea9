import { describe, expect, it } from 'vitest';
import { formatCount, formatRate, indicatorsCaption } from './indicatorFigures';

const antennas = [
  { _id: null, name: 'Toutes les antennes', allowed: true },
  { _id: 'ant-lyon', name: 'Lyon', allowed: true },
];

describe('indicatorsCaption', () => {
  it('names the antenna and the period, French dates', () => {
    expect(indicatorsCaption({ antenna_id: 'ant-lyon', start_date: '2025-01-01', end_date: '2025-12-31' }, antennas)).toBe(
      'Lyon, du 01/01/2025 au 31/12/2025',
    );
  });

  it('says every antenna for none chosen', () => {
    expect(indicatorsCaption({ antenna_id: null, start_date: '2025-03-01', end_date: '2025-03-31' }, [])).toBe(
      'Toutes les antennes, du 01/03/2025 au 31/03/2025',
    );
  });
});

describe('formatCount and formatRate', () => {
  it('write counts and rates the French way, with plain spaces', () => {
    expect(formatCount(1234)).toBe('1 234');
    expect(formatRate(0.456)).toBe('45,6 %');
    expect(formatRate(1)).toBe('100 %');
  });
});
