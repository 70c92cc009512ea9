import { Button } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useHotels, type HotelRow } from '../../api/hotels';
import { useSession } from '../../auth/session';
import { DataTable, type Column } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { ArchivedBadge } from '../../components/cells';
import { SEARCH_LIST } from '../../lib/listParams';
import { useListParams } from '../../lib/useListParams';

const COLUMNS: Column<HotelRow>[] = [
  { label: 'Nom', cell: (row) => row.name },
  { label: 'Code postal', cell: (row) => row.address?.postal_code },
  { label: 'Archivé', cell: (row) => <ArchivedBadge archived={row.archived} /> },
  { label: 'Chambres', cell: (row) => row.rooms },
  { label: 'Chambres libres', cell: (row) => row.free_rooms },
];

/** /hotels: every hotel, searched from the top bar (?search=; name, city, postal code), with its rooms and those free today. */
export default function HotelsPage() {
  const navigate = useNavigate();
  const { abilities } = useSession();
  const [
    {
      filters: { search },
    },
  ] = useListParams(SEARCH_LIST, 'search');
  const rows = useHotels(search);

  return (
    <ListPage
      title="Liste des hôtels"
      action={
        abilities?.create_hotel && (
          <Button component={Link} to="/hotel/new" leftSection={<IconBuildingPlus size={18} />}>
            Ajouter un hôtel
          </Button>
        )
      }
    >
      <DataTable
        label="Hôtels"
        columns={COLUMNS}
        rows={rows.data}
        loading={rows.isLoading}
        error={rows.error}
        errorMessage="Impossible de charger les hôtels."
        empty={search ? `Aucun hôtel ne correspond à « ${search} ».` : 'Aucun hôtel.'}
        onOpen={(row) => void navigate(`/hotel/${row._id}`)}
      />
    </ListPage>
  );
}
