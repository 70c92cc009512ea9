import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildActor, recipientCreated } from '@domain/testing/builders';
import type { Actor } from '@domain/users/actor';
import type { EventStore } from '../eventStore';
import { createOrganism } from '../organisms/organismCommands';
import { commandTestStore } from '../testing/commandStore';
import { linkFreeContact } from './linkFreeContact';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const nord = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });
const sud = buildActor('volunteer', { id: 'u-sud', antenna_id: 'ant-sud' });
const restos = { name: 'Restos du Coeur de Lille', domain_id: 'dom-social' };
const entry = { contact: { name: 'Petit', surname: 'Jean', tel: '0320101010' }, organism: restos, date: '2026-11-02' };

/** The store, where someone else creates the organism just before this request claims its name. */
function racedBy(store: EventStore, competitor: () => Promise<unknown>): EventStore {
  let raced = false;
  return new Proxy(store, {
    get(target, property) {
      if (property === 'append')
        return async (...args: Parameters<EventStore['append']>) => {
          if (!raced && args[0].startsWith('organism-name-')) {
            raced = true;
            await competitor();
          }
          return target.append(...args);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('linkFreeContact when another request creates the same organism meanwhile', () => {
  const t = commandTestStore(NOW);
  const raced = (competitor: Actor) => t.context(nord, { store: racedBy(t.store(), () => createOrganism(t.context(competitor), restos)) });

  beforeEach(async () => {
    t.open();
    await t.given('recipient-r-1', recipientCreated());
    await t.given('choice-dom-social', { type: 'ChoiceCreated', data: { type: 'organism_domain', label: 'Social' } });
    await t.mark();
  });
  afterEach(() => t.close());

  it("refuses, creating nothing of its own, naming the other request's organism when the writer sees it", async () => {
    const refusal = linkFreeContact(raced(nord), 'r-1', entry);
    await expect(refusal).rejects.toMatchObject({
      code: 'ORGANISM_ALREADY_EXISTS',
      message: "L'organisme Restos du Coeur de Lille existe déjà.",
    });
    const appended = await t.appended();
    const organisms = appended.filter((event) => event.type === 'OrganismCreated').map((event) => event.streamId);
    expect(organisms).toHaveLength(1);
    await expect(refusal).rejects.toHaveProperty('data', {
      name: 'Restos du Coeur de Lille',
      organism_id: organisms[0].replace('organism-', ''),
    });
    expect(appended.map((event) => event.type)).not.toContain('ContactCreated');
  });

  it('refuses, creating nothing of its own, when the organism created meanwhile is out of sight', async () => {
    await expect(linkFreeContact(raced(sud), 'r-1', entry)).rejects.toMatchObject({
      code: 'ORGANISM_ALREADY_EXISTS',
      message: "L'organisme Restos du Coeur de Lille existe déjà.",
    });
    expect((await t.appended()).map((event) => [event.type, event.meta.userId])).toEqual([
      ['Reserved', 'u-sud'],
      ['OrganismCreated', 'u-sud'],
    ]);
  });
});
