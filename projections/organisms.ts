import type { DocStore } from './docStore';
import { applyChanges } from '@domain/shared/changes';
import { forbidden, notFound } from '@domain/shared/errors';
import { normalizeText } from '@domain/shared/text';
import type { Actor } from '@domain/users/actor';
import { ORGANISM_MESSAGES, type OrganismEvent, type OrganismFields } from '@domain/organisms/organisms';
import { canSeeItem, itemAbilities } from '@domain/organisms/sharedItems';
import { antennaNames } from './antennas';
import { choiceLabels } from './choices';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';
import { visibleTo } from './visibility';

/** An organism as stored in the read model. */
export type OrganismDoc = OrganismFields & { _id: string; sort_key: string };
/** An organism as its form reads it. */
export type OrganismRecord = OrganismFields & { _id: string };
/** An organism as its form opens it, with what the reader may do with it. */
export type OpenedOrganism = OrganismRecord & { abilities: ReturnType<typeof itemAbilities> };
/** A row of the organisms list, with the labels it shows. */
export type OrganismRow = OrganismRecord & { domain: string | null; antenna_name: string | null };

const ORGANISMS = 'organisms';

/** Names of organisms by id (the ones still known). */
export async function organismNames(docs: DocStore, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const found = await docs.collection<OrganismDoc>(ORGANISMS).getMany(ids.filter((id): id is string => !!id));
  return new Map(found.map((organism) => [organism._id, organism.name]));
}

/** Organisms by id (the ones still known), whoever may see them: the caller judges visibility. */
export async function organismsByIds(docs: DocStore, ids: (string | null | undefined)[]): Promise<Map<string, OrganismRecord>> {
  const found = await docs.collection<OrganismDoc>(ORGANISMS).getMany(ids.filter((id): id is string => !!id));
  return new Map(found.map((organism) => [organism._id, record(organism)]));
}

export const organismsProjection: Projection = {
  name: 'organisms',
  version: 1,
  collections: [
    {
      name: ORGANISMS,
      indexes: ['antenna_id', 'archived', 'sort_key', 'domain_id'],
      search: ['name', 'address.city', 'address.postal_code'],
    },
  ],
  handles: handlers<OrganismEvent>({
    async OrganismCreated(event, tx) {
      const { organism } = event.data;
      await tx.collection<OrganismDoc>(ORGANISMS).put({ ...organism, _id: idOf(event.streamId), sort_key: normalizeText(organism.name) });
    },
    async OrganismChanged(event, tx) {
      const organisms = tx.collection<OrganismDoc>(ORGANISMS);
      const doc = await organisms.get(idOf(event.streamId));
      if (!doc) return;
      const next = applyChanges(doc, event.data.changes);
      await organisms.put({ ...next, sort_key: normalizeText(next.name) });
    },
  }),
};

const record = ({ sort_key: _sortKey, ...organism }: OrganismDoc): OrganismRecord => organism;

/** Organisms the actor sees, by name, searched on name, city and postal code (accents aside). */
async function visibleOrganisms(docs: DocStore, actor: Actor, search?: string): Promise<OrganismDoc[]> {
  const where = { ...visibleTo(actor), ...(search ? { $text: search } : {}) };
  return (await docs.collection<OrganismDoc>(ORGANISMS).find({ where, sort: [['sort_key', 1]] })).items;
}

/** Rows of the organisms list: domain label and 'Visible par' antenna name resolved (null: Tous). */
export async function listOrganisms(docs: DocStore, actor: Actor, search?: string): Promise<OrganismRow[]> {
  const organisms = await visibleOrganisms(docs, actor, search);
  const domains = await choiceLabels(
    docs,
    organisms.map((o) => o.domain_id),
  );
  const antennas = await antennaNames(
    docs,
    organisms.map((o) => o.antenna_id ?? null),
  );
  return organisms.map((o) => ({
    ...record(o),
    domain: o.domain_id ? (domains.get(o.domain_id) ?? null) : null,
    antenna_name: o.antenna_id ? (antennas.get(o.antenna_id) ?? null) : null,
  }));
}

/** Names for pickers (archived ones left out). */
export async function listOrganismNames(
  docs: DocStore,
  actor: Actor,
  search?: string,
): Promise<Pick<OrganismDoc, '_id' | 'name' | 'domain_id' | 'address'>[]> {
  return (await visibleOrganisms(docs, actor, search))
    .filter((o) => !o.archived)
    .map(({ _id, name, domain_id, address }) => ({ _id, name, domain_id, address }));
}

/** One organism the actor may see. */
export async function openOrganism(docs: DocStore, actor: Actor, id: string): Promise<OpenedOrganism> {
  const organism = await docs.collection<OrganismDoc>(ORGANISMS).get(id);
  if (!organism) throw notFound(ORGANISM_MESSAGES.notFound);
  if (!canSeeItem(actor, organism)) throw forbidden();
  return { ...record(organism), abilities: itemAbilities(actor, organism) };
}
