import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { NO_RIGHTS } from '@domain/shared/errors';
import type { Right } from '@domain/users/habilitations';
import { useSession } from '../auth/session';
import { hasRights } from '../lib/permissions';

/**
 * A management screen reached by URL: its content for users with the right, 'Vous n'avez pas les
 * droits' for the others. The server refuses their writes anyway; this keeps them from a form they cannot use.
 */
export function RequireRight({ right, children }: { right: Right; children: ReactNode }) {
  const { actor } = useSession();
  if (!actor) return <Loader size="sm" aria-label="Chargement" />;
  if (!hasRights(actor, right)) return <Alert color="orange" title={NO_RIGHTS} />;
  return children;
}
