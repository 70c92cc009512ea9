import { closeSession } from '@domain/sessions/sessions';
import type { CommandDeps, WriteResult } from '../context';
import { loadAggregate, runCommand } from '../handle';
import { sessionAggregate, streams, userAggregate } from '../streams';
import { actorOf } from './login';

/** Closes the session of a token, so the token is refused from now on; an unknown session changes nothing. */
export async function logout(deps: CommandDeps, session: { userId: string; jti: string }, correlationId: string): Promise<WriteResult> {
  const { state: user } = await loadAggregate(deps, streams.user(session.userId), userAggregate);
  const { position } = await runCommand(
    { ...deps, actor: actorOf(session.userId, user.profile), correlationId },
    {
      command: 'logout',
      streamId: streams.session(session.jti),
      aggregate: sessionAggregate,
      decide: (state) => closeSession({ userId: session.userId }, state),
    },
  );
  return { position };
}
