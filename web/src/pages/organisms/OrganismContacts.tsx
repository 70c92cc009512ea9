import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useOrganismContacts } from '../../api/organisms';
import { CONTACT_COLUMNS } from '../contacts/contactColumns';
import { DataTable } from '../../components/DataTable';

/** The organism's contacts, each opening its contact form, and the way to add one already tied to the organism. */
export function OrganismContacts({ organismId }: { organismId: string }) {
  const navigate = useNavigate();
  const contacts = useOrganismContacts(organismId);
  return (
    <Stack component="section" aria-label="Contacts de l'organisme" mt="lg">
      <Group justify="space-between">
        <Title order={3}>Contacts</Title>
        <Button
          component={Link}
          to={`/contact/new?organism_id=${encodeURIComponent(organismId)}`}
          variant="light"
          leftSection={<IconUserPlus size={18} />}
        >
          Ajouter un contact
        </Button>
      </Group>
      <DataTable
        label="Contacts de l'organisme"
        columns={CONTACT_COLUMNS}
        rows={contacts.data}
        loading={contacts.isLoading}
        error={contacts.error}
        errorMessage="Impossible de charger les contacts de l'organisme."
        empty="Aucun contact pour cet organisme."
        onOpen={(row) => void navigate(`/contact/${row._id}`)}
      />
    </Stack>
  );
}
