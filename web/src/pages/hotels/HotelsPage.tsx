import { Button, Group, Stack, Title } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useHotels, type HotelRow } from '../../api/hotels';
import { useSession } from '../../auth/session';
import { ArchivedBadge } from '../../components/cells';
import { DataTable, type Column } from '../../components/DataTable';
import { useTopSearch } from '../../layout/search';
import { hasRights } from '../../lib/permissions';

const COLUMNS: Column<HotelRow>[] = [
  { label: 'Nom', cell: (row) => row.name },
  { label: 'Code postal', cell: (row) => row.address?.postal_code },
  { label: 'Archivé', cell: (row) => <ArchivedBadge archived={row.archived} /> },
  { label: 'Chambres', cell: (row) => row.rooms },
  { label: 'Chambres libres', cell: (row) => row.free_rooms },
];

/** /hotels: every hotel, searched from the top bar (name, city, postal code), with its rooms and those free today. */
export default function HotelsPage() {
  const navigate = useNavigate();
  const { actor } = useSession();
  const search = useTopSearch();
  const rows = useHotels(search);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Liste des hôtels</Title>
        {actor && hasRights(actor, 'hotel_management') && (
          <Button component={Link} to="/hotel/new" leftSection={<IconBuildingPlus size={18} />}>
            Ajouter un hôtel
          </Button>
        )}
      </Group>
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
    </Stack>
  );
}
