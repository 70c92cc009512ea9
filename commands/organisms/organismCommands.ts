import type { FormOf } from '@domain/shared/forms';
import type { UpdateRequest } from '@domain/shared/changes';
import {
  createOrganism as decideCreateOrganism,
  initialOrganismState,
  organismExists,
  ORGANISM_REFERENCES,
  updateOrganism as decideUpdateOrganism,
  type OrganismFields,
} from '@domain/organisms/organisms';
import { referencesIn } from '@domain/references/references';
import type { CommandContext, WriteResult } from '../context';
import { lookUpReferences } from '../references';
import { lastPosition, loadAggregate, runCommand } from '../handle';
import { claim, unclaim } from '../reservations';
import { organismAggregate, streams } from '../streams';

/** Creates an organism; its name is claimed first, so two simultaneous creations of one name cannot both win. */
export async function createOrganism(ctx: CommandContext, organism: FormOf<OrganismFields>): Promise<WriteResult & { organismId: string }> {
  const organismId = ctx.newId();
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(ORGANISM_REFERENCES, organism)) };
  decideCreateOrganism({ organism }, initialOrganismState, decision);
  // The decision above refused a blank name.
  const name = String(organism.name).trim();
  const claimed = await claim(
    ctx,
    'createOrganism',
    { streamId: streams.organismName(name), holder: organismId, value: name },
    organismExists,
  );
  const created = await runCommand(ctx, {
    command: 'createOrganism',
    streamId: streams.organism(organismId),
    aggregate: organismAggregate,
    decide: (state) => decideCreateOrganism({ organism }, state, decision),
  });
  return { organismId, position: lastPosition(claimed, created.position) };
}

/** Records an edit; a new name is claimed before the change and the old one freed after it. */
export async function updateOrganism(ctx: CommandContext, organismId: string, update: UpdateRequest): Promise<WriteResult> {
  const { state } = await loadAggregate(ctx, streams.organism(organismId), organismAggregate);
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(ORGANISM_REFERENCES, update.current)) };
  const [change] = decideUpdateOrganism({ update }, state, decision);
  const renamed = change?.type === 'OrganismChanged' && change.data.changes.name ? String(change.data.changes.name.to).trim() : null;
  const newKey = renamed !== null && streams.organismName(renamed) !== streams.organismName(state.organism.name);
  const claimed =
    newKey && renamed
      ? await claim(ctx, 'updateOrganism', { streamId: streams.organismName(renamed), holder: organismId, value: renamed }, organismExists)
      : null;
  const changed = await runCommand(ctx, {
    command: 'updateOrganism',
    streamId: streams.organism(organismId),
    aggregate: organismAggregate,
    decide: (current) => decideUpdateOrganism({ update }, current, decision),
  });
  const released = newKey
    ? await unclaim(ctx, 'updateOrganism', { streamId: streams.organismName(state.organism.name), holder: organismId })
    : null;
  return { position: lastPosition(claimed, changed.position, released) };
}
