import { Button, Group, Stack, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CONTACT_MESSAGES } from '@domain/contacts/contacts';
import { useContact, useOrganism } from '../../api/organisms';
import { useSession } from '../../auth/session';
import { formatPersonName } from '../../lib/format';
import { ItemLoading, ItemRefusal, refusalOf } from '../../components/ItemStatus';
import { ContactForm } from './ContactForm';

const BACK = { to: '/contacts', label: 'Retour à la liste des contacts' };

/** The way to the contact's organism, where its other contacts are listed. */
function OrganismLink({ organismId }: { organismId: string | null | undefined }) {
  if (!organismId) return null;
  return (
    <Button component={Link} to={`/organism/${organismId}`} variant="default">
      Voir l'organisme
    </Button>
  );
}

/** /contact/{id}: the contact form; creation when id is 'new', tied to ?organism_id= when given. */
export default function ContactPage() {
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const { actor } = useSession();
  const contact = useContact(id);
  const organismId = id === 'new' ? params.get('organism_id') : null;
  // The organism gives the new contact its visibility; one the user cannot open leaves the default.
  const organism = useOrganism(organismId ?? undefined);

  if (!actor || (organismId && organism.isPending)) return <ItemLoading />;
  if (id === 'new') {
    return (
      <Stack>
        <Group justify="space-between">
          <Title order={2}>Nouveau contact</Title>
          <OrganismLink organismId={organismId} />
        </Group>
        <ContactForm key={`new-${organismId ?? ''}`} actor={actor} organismId={organismId} organism={organism.data} />
      </Stack>
    );
  }
  // Data already shown stays shown if a later refetch fails.
  if (!contact.data)
    return contact.isError ? (
      <ItemRefusal message={refusalOf(contact.error, { notFound: CONTACT_MESSAGES.notFound })} back={BACK} />
    ) : (
      <ItemLoading />
    );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Contact : {[contact.data.civility, formatPersonName(contact.data)].filter(Boolean).join(' ')}</Title>
        <OrganismLink organismId={contact.data.organism_id} />
      </Group>
      <ContactForm key={id} actor={actor} contact={contact.data} />
    </Stack>
  );
}
