import { describe, expect, it } from 'vitest';
import { housingSlice } from '../housings/slice';
import { buildStay, recipientCreated } from '../testing/builders';
import { describeEvent, displayPlain } from './history';
import { defineSlice, describeChange } from './slice';
import { FILE_SLICES, sliceOf } from './slices';
import { evolveRecipient, initialRecipientState } from './state';

describe('the slices of a recipient file', () => {
  it('give each event type to one slice only', () => {
    const types = FILE_SLICES.flatMap((slice) => slice.eventTypes);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(sliceOf(type)?.eventTypes).toContain(type);
  });

  it("start a file from every slice's initial part", () => {
    for (const slice of FILE_SLICES) expect(initialRecipientState).toMatchObject(slice.initialState);
  });

  it('fold each event into the part of the slice that owns it, leaving the other parts alone', () => {
    const created = evolveRecipient(initialRecipientState, {
      ...recipientCreated(),
      meta: { userId: 'u-1', at: '2026-11-01T09:00:00.000Z' },
    });
    const housed = evolveRecipient(created, { type: 'HousingAdded', data: { housing_id: 'h-1', housing: buildStay() } });
    expect(housed.housings['h-1']).toEqual(buildStay());
    expect(housed.civil).toBe(created.civil);
    expect(housed.comments).toBe(created.comments);
  });

  it("label a field with its own slice's label, so tabs' fields of the same name never collide", () => {
    const domiciliation = defineSlice({
      name: 'dom',
      eventTypes: [],
      initialState: {},
      labels: { start_date: 'Début de la domiciliation' },
      kinds: { start_date: 'date' },
      evolve: (s) => s,
      describe: () => ({ summary: '', changes: [] }),
      referencedIds: () => [],
    });
    expect(describeChange(domiciliation, 'start_date', null, '2026-11-02', displayPlain)).toEqual({
      field: 'start_date',
      label: 'Début de la domiciliation',
      from: '—',
      to: '02/11/2026',
    });
    const stayChanged = describeEvent(
      { type: 'HousingChanged', data: { housing_id: 'h-1', changes: { start_date: { from: '2026-11-01', to: '2026-11-02' } } } },
      displayPlain,
    );
    expect(stayChanged.changes).toEqual([
      { field: 'start_date', label: housingSlice.labels.start_date, from: '01/11/2026', to: '02/11/2026' },
    ]);
  });
});
