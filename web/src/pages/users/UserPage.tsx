import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { USER_MESSAGES } from '@domain/users/rules';
import { useUser } from '../../api/users';
import { useSession } from '../../auth/session';
import { ItemLoading, ItemRefusal, refusalOf } from '../../components/ItemStatus';
import { formatPersonName } from '../../lib/format';
import { PasswordForm } from './PasswordForm';
import { UserForm } from './UserForm';

/** What the page says instead of a user it cannot show, and the way back. */
const REFUSALS = {
  forbidden: USER_MESSAGES.forbiddenOpen,
  notFound: USER_MESSAGES.notFound,
  logAs: "Chargement d'un utilisateur impossible",
};
const BACK = { to: '/users', label: 'Retour à la liste des accueillants' };

/** /user/{id}: the user form (creation when id is 'new'), and the password form on one's own page. */
function UserPage() {
  const { id = 'new' } = useParams();
  const { actor, abilities } = useSession();
  const isNew = id === 'new';
  const user = useUser(id);

  if (!actor || !abilities) return <ItemLoading />;
  if (isNew) {
    return (
      <Stack>
        <Title order={2}>Nouvel accueillant</Title>
        {abilities.create_users ? (
          <UserForm key="new" actor={actor} abilities={abilities} />
        ) : (
          <ItemRefusal message={USER_MESSAGES.forbiddenOpen} back={BACK} />
        )}
      </Stack>
    );
  }
  // Data already shown stays shown if a later refetch fails (e.g. right after a deletion).
  if (!user.data) return user.isError ? <ItemRefusal message={refusalOf(user.error, REFUSALS)} back={BACK} /> : <ItemLoading />;
  return (
    <Stack>
      <Title order={2}>Accueillant : {formatPersonName(user.data)}</Title>
      <UserForm key={id} actor={actor} abilities={abilities} user={user.data} />
      {user.data.abilities.change_credentials && <PasswordForm userId={user.data._id} />}
    </Stack>
  );
}

export default UserPage;
