import { describe, expect, it } from 'vitest';
import { resolveTab } from './recipientTabs';

const TABS = ['id', 'dom', 'historique'];

describe('resolveTab', () => {
  it('opens the tab the hash names', () => {
    expect(resolveTab('#historique', TABS)).toBe('historique');
    expect(resolveTab('dom', TABS)).toBe('dom');
  });

  it('opens the first tab for no hash or a hash it does not know', () => {
    expect(resolveTab('', TABS)).toBe('id');
    expect(resolveTab('#xyz', TABS)).toBe('id');
    expect(resolveTab('#sit-pen', TABS)).toBe('id');
  });
});
