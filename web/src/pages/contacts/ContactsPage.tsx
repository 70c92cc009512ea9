import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useContactRows } from '../../api/organisms';
import { DataTable } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { SEARCH_LIST } from '../../lib/listParams';
import { useListParams } from '../../lib/useListParams';
import { CONTACT_LIST_COLUMNS } from './contactColumns';

/** /contacts: the contacts the server lets the user see, searched from the top bar (?search=; names, organism). */
export default function ContactsPage() {
  const navigate = useNavigate();
  const [
    {
      filters: { search },
    },
  ] = useListParams(SEARCH_LIST, 'search');
  const rows = useContactRows(search);

  return (
    <ListPage
      title="Liste des contacts"
      action={
        <Button component={Link} to="/contact/new" leftSection={<IconUserPlus size={18} />}>
          Ajouter un contact
        </Button>
      }
    >
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
    </ListPage>
  );
}
