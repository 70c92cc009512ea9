import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ORGANISM_MESSAGES } from '@domain/organisms/organisms';
import { useOrganism } from '../../api/organisms';
import { useSession } from '../../auth/session';
import { ItemLoading, ItemRefusal, refusalOf } from '../../components/ItemStatus';
import { OrganismContacts } from './OrganismContacts';
import { OrganismForm } from './OrganismForm';

const BACK = { to: '/organisms', label: 'Retour à la liste des organismes' };

/** /organism/{id}: the organism form (creation when id is 'new') and, once it exists, its contacts. */
export default function OrganismPage() {
  const { id = 'new' } = useParams();
  const { actor } = useSession();
  const organism = useOrganism(id);

  if (!actor) return <ItemLoading />;
  if (id === 'new') {
    return (
      <Stack>
        <Title order={2}>Nouvel organisme</Title>
        <OrganismForm key="new" actor={actor} />
      </Stack>
    );
  }
  // Data already shown stays shown if a later refetch fails.
  if (!organism.data)
    return organism.isError ? (
      <ItemRefusal message={refusalOf(organism.error, { notFound: ORGANISM_MESSAGES.notFound })} back={BACK} />
    ) : (
      <ItemLoading />
    );
  return (
    <Stack>
      <Title order={2}>Organisme : {organism.data.name}</Title>
      <OrganismForm key={id} actor={actor} organism={organism.data} />
      <OrganismContacts organismId={id} />
    </Stack>
  );
}
