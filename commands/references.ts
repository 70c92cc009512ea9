import type { Reference, ReferenceFacts } from '@domain/references/references';
import type { ChoiceType } from '@domain/choices/types';
import type { SharedItem } from '@domain/organisms/sharedItems';
import { antennaExists } from './antennas/antennaExists';
import type { CommandContext } from './context';
import { loadAggregate } from './handle';
import { choiceAggregate, contactAggregate, organismAggregate, streams, userAggregate } from './streams';

type Lookups = {
  user: Map<string, { antenna_id: string | null }>;
  choice: Map<string, { type: ChoiceType; deleted: boolean }>;
  contact: Map<string, SharedItem & { organism_id?: string | null }>;
  organism: Map<string, SharedItem>;
  antenna: Set<string>;
};

/** Looks up each id the references name, from the event store (always current), once per id. */
export async function lookUpReferences(ctx: Pick<CommandContext, 'store'>, references: Reference[]): Promise<ReferenceFacts> {
  const found: Lookups = { user: new Map(), choice: new Map(), contact: new Map(), organism: new Map(), antenna: new Set() };
  const seen = new Set<string>();
  for (const { id, spec } of references) {
    const key = `${spec.kind}:${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await lookUp(ctx, spec.kind, id, found);
  }
  return {
    user: (id) => found.user.get(id),
    choice: (id) => found.choice.get(id),
    contact: (id) => found.contact.get(id),
    organism: (id) => found.organism.get(id),
    antenna: (id) => found.antenna.has(id),
  };
}

async function lookUp(ctx: Pick<CommandContext, 'store'>, kind: Reference['spec']['kind'], id: string, found: Lookups): Promise<void> {
  switch (kind) {
    case 'user': {
      const { state } = await loadAggregate(ctx, streams.user(id), userAggregate);
      if (state.exists && !state.deleted) found.user.set(id, { antenna_id: state.profile.antenna_id });
      return;
    }
    case 'choice': {
      const { state } = await loadAggregate(ctx, streams.choice(id), choiceAggregate);
      if (state.exists && state.type) found.choice.set(id, { type: state.type, deleted: state.deleted });
      return;
    }
    case 'contact': {
      const { state } = await loadAggregate(ctx, streams.contact(id), contactAggregate);
      if (state.exists) found.contact.set(id, state.contact);
      return;
    }
    case 'organism': {
      const { state } = await loadAggregate(ctx, streams.organism(id), organismAggregate);
      if (state.exists) found.organism.set(id, state.organism);
      return;
    }
    case 'antenna':
      if (await antennaExists(ctx, id)) found.antenna.add(id);
      return;
    default: {
      const unexpected: never = kind;
      return unexpected;
    }
  }
}
