import { Alert, Button, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { USER_MESSAGES } from '../../../../domain/users/rules';
import { ApiError } from '../../api/client';
import { useUser } from '../../api/users';
import { useSession } from '../../auth/session';
import { formatPersonName } from '../../lib/format';
import { canCreateUsers } from '../../lib/permissions';
import { PasswordForm } from './PasswordForm';
import { UserForm } from './UserForm';

/** What the page says instead of a user it cannot show: refused (403), unknown (404), or anything else. */
function refusalOf(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) return USER_MESSAGES.forbiddenOpen;
  if (status === 404) return USER_MESSAGES.notFound;
  console.error("Chargement d'un utilisateur impossible", error);
  return 'Erreur inconnue';
}

function Refusal({ message }: { message: string }) {
  return (
    <Stack align="flex-start">
      <Alert color="orange" title={message} />
      <Button component={Link} to="/users" variant="default">
        Retour à la liste des accueillants
      </Button>
    </Stack>
  );
}

function Loading() {
  return (
    <Stack aria-busy="true" aria-label="Chargement">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={i % 3 === 0 ? 24 : 56} />
      ))}
    </Stack>
  );
}

/** /user/{id}: the user form (creation when id is 'new'), and the password form on one's own page. */
export function UserPage() {
  const { id = 'new' } = useParams();
  const { actor } = useSession();
  const isNew = id === 'new';
  const user = useUser(id);

  if (!actor) return <Loading />;
  if (isNew) {
    return (
      <Stack>
        <Title order={2}>Nouvel accueillant</Title>
        {canCreateUsers(actor) ? <UserForm key="new" actor={actor} /> : <Refusal message={USER_MESSAGES.forbiddenOpen} />}
      </Stack>
    );
  }
  // Data already shown stays shown if a later refetch fails (e.g. right after a deletion).
  if (!user.data) return user.isError ? <Refusal message={refusalOf(user.error)} /> : <Loading />;
  return (
    <Stack>
      <Title order={2}>Accueillant : {formatPersonName(user.data)}</Title>
      <UserForm key={id} actor={actor} user={user.data} />
      {user.data._id === actor.id && <PasswordForm userId={user.data._id} />}
    </Stack>
  );
}

export default UserPage;
