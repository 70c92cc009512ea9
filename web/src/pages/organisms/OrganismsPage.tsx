import { Button } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useOrganismRows, type OrganismRow } from '../../api/organisms';
import { DataTable, type Column } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { ArchivedBadge, MailLink, VisibleBy } from '../../components/cells';
import { formatPhone } from '../../lib/format';
import { SEARCH_LIST } from '../../lib/listParams';
import { useListParams } from '../../lib/useListParams';

const COLUMNS: Column<OrganismRow>[] = [
  { label: 'Nom', cell: (row) => row.name },
  { label: 'Domaine', cell: (row) => row.domain },
  { label: 'Code postal', cell: (row) => row.address?.postal_code },
  { label: 'Ville', cell: (row) => row.address?.city },
  { label: 'Tél.', cell: (row) => formatPhone(row.tel), nowrap: true },
  { label: 'E-mail', cell: (row) => <MailLink email={row.email} />, minWidth: 140 },
  { label: 'Visible par', cell: (row) => <VisibleBy antennaId={row.antenna_id} name={row.antenna_name} /> },
  { label: 'Archivé', cell: (row) => <ArchivedBadge archived={row.archived} /> },
];

/** /organisms: the organisms the server lets the user see, searched from the top bar (?search=; name, city, postal code). */
export default function OrganismsPage() {
  const navigate = useNavigate();
  const [
    {
      filters: { search },
    },
  ] = useListParams(SEARCH_LIST, 'search');
  const rows = useOrganismRows(search);

  return (
    <ListPage
      title="Liste des organismes tiers"
      action={
        <Button component={Link} to="/organism/new" leftSection={<IconBuildingPlus size={18} />}>
          Ajouter un organisme
        </Button>
      }
    >
      <DataTable
        label="Organismes"
        columns={COLUMNS}
        rows={rows.data}
        loading={rows.isLoading}
        error={rows.error}
        errorMessage="Impossible de charger les organismes."
        empty={search ? `Aucun organisme ne correspond à « ${search} ».` : 'Aucun organisme.'}
        onOpen={(row) => void navigate(`/organism/${row._id}`)}
      />
    </ListPage>
  );
}
