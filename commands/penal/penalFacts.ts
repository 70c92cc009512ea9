import type { SidInfos } from '@domain/penal/fields';
import {
  setCondamnations as decideCondamnations,
  setSid as decideSid,
  setSidInfos as decideSidInfos,
  SID_INFO_REFERENCES,
} from '@domain/penal/decide';
import { referencesIn } from '@domain/references/references';
import type { FormOf } from '@domain/shared/forms';
import type { RecipientEvent } from '@domain/recipients/events';
import type { RecipientState } from '@domain/recipients/state';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';
import { penalContext } from './penalContext';

const run = async (ctx: CommandContext, command: string, recipientId: string, decide: (file: RecipientState) => RecipientEvent[]) => {
  const { position } = await runCommand(ctx, { command, streamId: streams.recipient(recipientId), aggregate: recipientAggregate, decide });
  return { position };
};

/** Sets the switch 'Suivi initié en détention'. */
export const setSid = (ctx: CommandContext, recipientId: string, sid: boolean): Promise<WriteResult> =>
  run(ctx, 'setSid', recipientId, (file) => decideSid({ sid }, file, ctx));

/** Records the information of a follow-up started in detention. */
export async function setSidInfos(ctx: CommandContext, recipientId: string, sidInfos: FormOf<SidInfos>): Promise<WriteResult> {
  const decision = await penalContext(ctx, referencesIn(SID_INFO_REFERENCES, { sid_infos: sidInfos }));
  return run(ctx, 'setSidInfos', recipientId, (file) => decideSidInfos({ sid_infos: sidInfos }, file, decision));
}

/** Records the condamnations. */
export const setCondamnations = (ctx: CommandContext, recipientId: string, condamnations: string | null): Promise<WriteResult> =>
  run(ctx, 'setCondamnations', recipientId, (file) => decideCondamnations({ condamnations }, file, ctx));
