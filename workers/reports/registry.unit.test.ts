import { describe, expect, it } from 'vitest';
import { REPORT_TYPES } from '@domain/statistics/reportTypes';
import { REPORT_DEFINITIONS } from './registry';

describe('REPORT_DEFINITIONS', () => {
  it('defines every report type, each under its own type', () => {
    expect(Object.keys(REPORT_DEFINITIONS).sort()).toEqual([...REPORT_TYPES].sort());
    for (const [type, definition] of Object.entries(REPORT_DEFINITIONS)) expect(definition.type).toBe(type);
  });
});
