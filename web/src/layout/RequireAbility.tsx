import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { NO_RIGHTS } from '@domain/shared/errors';
import type { ActorAbilities } from '@domain/users/actorAbilities';
import { useSession } from '../auth/session';

/** The abilities a screen may require: those that are yes or no. */
export type ScreenAbility = { [K in keyof ActorAbilities]: ActorAbilities[K] extends boolean ? K : never }[keyof ActorAbilities];

/**
 * A management screen reached by URL: its content for users the server says may use it, 'Vous n'avez pas les droits'
 * for the others. The server refuses their writes anyway; this keeps them from a form they cannot use.
 */
export function RequireAbility({ ability, children }: { ability: ScreenAbility; children: ReactNode }) {
  const { abilities } = useSession();
  if (!abilities) return <Loader size="sm" aria-label="Chargement" />;
  if (!abilities[ability]) return <Alert color="orange" title={NO_RIGHTS} />;
  return children;
}
