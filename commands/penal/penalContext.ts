import type { PenalContext } from '@domain/penal/decide';
import type { Reference } from '@domain/references/references';
import type { CommandContext } from '../context';
import { loadAggregate } from '../handle';
import { lookUpReferences } from '../references';
import { contactAggregate, organismAggregate, streams } from '../streams';

/**
 * What a penal decision needs to know of the ids it names: the reference facts, the names of the
 * organisms (a follow-up's must start with 'SPIP') and the organisms of the contacts (a link may take
 * its organism from a contact). Looked up from the event store, always current.
 */
export async function penalContext(
  ctx: CommandContext,
  references: Reference[],
  more: { organismIds?: (string | null | undefined)[]; contactIds?: (string | null | undefined)[] } = {},
): Promise<PenalContext> {
  const facts = await lookUpReferences(ctx, references);
  const contactOrganisms = new Map<string, string | null>();
  for (const id of distinct([...(more.contactIds ?? []), ...references.filter((r) => r.spec.kind === 'contact').map((r) => r.id)])) {
    const { state } = await loadAggregate(ctx, streams.contact(id), contactAggregate);
    if (state.exists) contactOrganisms.set(id, state.contact.organism_id ?? null);
  }
  const organismNames = new Map<string, string>();
  const organismIds = [
    ...(more.organismIds ?? []),
    ...references.filter((r) => r.spec.kind === 'organism').map((r) => r.id),
    ...contactOrganisms.values(),
  ];
  for (const id of distinct(organismIds)) {
    const { state } = await loadAggregate(ctx, streams.organism(id), organismAggregate);
    if (state.exists) organismNames.set(id, state.organism.name);
  }
  return {
    actor: ctx.actor,
    references: facts,
    organismName: (id) => organismNames.get(id),
    contactOrganism: (id) => contactOrganisms.get(id),
  };
}

const distinct = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];
