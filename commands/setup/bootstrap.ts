import { randomBytes } from 'node:crypto';
import { frenchDay } from '@domain/shared/dates';
import { SIEGE_ID } from '@domain/siege/siege';
import { createFirstAdministrator } from '@domain/users/decide';
import type { UserProfile } from '@domain/users/events';
import { DEFAULT_RIGHTS } from '@domain/users/habilitations';
import { loginTaken } from '@domain/users/loginReservation';
import { updateSiege } from '../antennas/updateSiege';
import type { CommandDeps } from '../context';
import { lastPosition, runCommand } from '../handle';
import { claim } from '../reservations';
import { streams, userAggregate } from '../streams';
import { seedReference, type ReferenceIds } from './seedReference';
import { systemContext } from './systemActor';

/**
 * On an empty store: the head office, one super administrator (ADMIN_LOGIN, ADMIN_PASSWORD or a
 * generated password, returned so the caller prints it once) and the default reference lists.
 * Does nothing on a store that has events.
 */
export async function bootstrap(
  deps: CommandDeps,
  admin: { login: string; password?: string },
): Promise<{ login: string; generatedPassword?: string; reference: ReferenceIds; position: bigint | null } | null> {
  if ((await deps.store.headPosition()) > 0n) return null;
  const ctx = systemContext(deps, 'bootstrap');
  const password = admin.password ?? randomBytes(12).toString('base64url');
  const user: UserProfile = {
    surname: 'Administrateur',
    name: 'Principal',
    habilitation: 'super',
    antenna_id: SIEGE_ID,
    actif: true,
    activity: { start_date: frenchDay(deps.clock()) },
    rights: DEFAULT_RIGHTS.super,
  };
  createFirstAdministrator({ user, login: admin.login, password, passwordHash: '' }, userAggregate.initialState);
  const passwordHash = await deps.passwords.hash(password);
  const userId = deps.newId();
  const siege = await updateSiege(ctx, { origin: {}, current: { acr: 'SIEGE', long_name: 'Siège' }, failOnConcurrent: false });
  const reserved = await claim(ctx, 'bootstrap', { streamId: streams.login(admin.login), holder: userId, value: admin.login }, loginTaken);
  const created = await runCommand(ctx, {
    command: 'bootstrap',
    streamId: streams.user(userId),
    aggregate: userAggregate,
    decide: (state) => createFirstAdministrator({ user, login: admin.login, password, passwordHash }, state),
  });
  const reference = await seedReference(ctx);
  return {
    login: admin.login,
    generatedPassword: admin.password ? undefined : password,
    reference: reference.ids,
    position: lastPosition(siege.position, reserved, created.position, reference.position),
  };
}
