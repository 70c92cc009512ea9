import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Projection } from '../projection';
import { countingProjection } from './countingProjection';
import { givenEvents } from './projectionSpec';

const broken: Projection = {
  name: 'broken',
  version: 1,
  collections: [{ name: 'broken' }],
  handles: {
    async Boom() {
      throw new Error('boom');
    },
  },
};

describe('givenEvents', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('applies the given events, then the later ones, through the runner into the document store', async () => {
    const counted = { type: 'Counted', data: {} };
    await givenEvents(countingProjection, [
      { streamId: 'c-1', ...counted },
      { streamId: 'c-2', ...counted },
    ])
      .when([{ streamId: 'c-1', ...counted }])
      .then(async (docs) => {
        expect((await docs.collection('counts').find({ sort: [['_id', 1]] })).items).toEqual([
          { _id: 'c-1', n: 2 },
          { _id: 'c-2', n: 1 },
        ]);
        expect(await docs.collection('projection_checkpoints').get('counting')).toEqual({ _id: 'counting', position: '3', version: 1 });
      });
  });

  it("reports a handler's failure, among the given events or the later ones, instead of waiting for a retry that never succeeds", async () => {
    // The subscription logs each failed batch before retrying it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(givenEvents(broken, [{ streamId: 'b-1', type: 'Boom', data: {} }]).then(() => undefined)).rejects.toThrow('boom');
    await expect(
      givenEvents(broken, [{ streamId: 'b-1', type: 'Other', data: {} }])
        .when([{ streamId: 'b-1', type: 'Boom', data: {} }])
        .then(() => undefined),
    ).rejects.toThrow('boom');
  });

  it('never runs the assertions on a read model left short by a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const then = vi.fn();
    await givenEvents(broken, [{ streamId: 'b-1', type: 'Boom', data: {} }])
      .then(then)
      .catch(() => undefined);
    expect(then).not.toHaveBeenCalled();
  });
});
