import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useContactRows } from '../../api/organisms';
import { useTopSearch } from '../../layout/search';
import { DataTable } from '../../components/DataTable';
import { CONTACT_LIST_COLUMNS } from './contactColumns';

/** /contacts: the contacts the server lets the user see, searched from the top bar (names, organism). */
export default function ContactsPage() {
  const navigate = useNavigate();
  const search = useTopSearch();
  const rows = useContactRows(search);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Liste des contacts</Title>
        <Button component={Link} to="/contact/new" leftSection={<IconUserPlus size={18} />}>
          Ajouter un contact
        </Button>
      </Group>
      <DataTable
        label="Contacts"
        columns={CONTACT_LIST_COLUMNS}
        rows={rows.data}
        loading={rows.isLoading}
        error={rows.error}
        errorMessage="Impossible de charger les contacts."
        empty={search ? `Aucun contact ne correspond à « ${search} ».` : 'Aucun contact.'}
        onOpen={(row) => void navigate(`/contact/${row._id}`)}
      />
    </Stack>
  );
}
