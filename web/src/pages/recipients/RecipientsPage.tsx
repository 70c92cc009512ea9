import { Button, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Actor } from '@domain/users/actor';
import { useRecipientRows } from '../../api/recipients';
import { useSession } from '../../auth/session';
import { ItemLoading } from '../../components/ItemStatus';
import { ListPage } from '../../components/ListPage';
import { Pager } from '../../components/Pager';
import { SortableTable } from '../../components/SortableTable';
import { useListParams } from '../../lib/useListParams';
import { defaultAntenna, defaultFilters, recipientListSpec, toApiQuery } from './list/listQuery';
import { RecipientFilters } from './list/RecipientFilters';
import { RECIPIENT_COLUMNS } from './list/recipientColumns';

/** The list itself, once the user (and so the default antenna) is known; the top-bar search fills the name filter. */
function RecipientsList({ actor }: { actor: Actor }) {
  const navigate = useNavigate();
  const antenna = defaultAntenna(actor);
  const spec = useMemo(() => recipientListSpec(antenna), [antenna]);
  const [list, { setFilters, toggleSort, setPage }] = useListParams(spec, 'name');
  const rows = useRecipientRows(useMemo(() => toApiQuery(list), [list]));

  useEffect(() => {
    if (rows.error) console.error('Chargement de la liste des accueillis impossible', rows.error);
  }, [rows.error]);

  const total = rows.data?.pagination?.total;
  return (
    <>
      {/* A new key when the URL's filters change (top-bar search, back button) shows them in the form. */}
      <RecipientFilters key={JSON.stringify(list.filters)} value={list.filters} defaults={defaultFilters(spec)} onApply={setFilters} />
      {total !== undefined && (
        <Text size="sm" c="dimmed">
          {total} accueilli{total > 1 ? 's' : ''}
        </Text>
      )}
      <SortableTable
        label="Accueillis"
        columns={RECIPIENT_COLUMNS}
        errorMessage="Impossible de charger les accueillis."
        empty="Aucun accueilli ne correspond à ces critères."
        rows={rows.data?.data}
        loading={rows.isLoading}
        error={rows.error}
        sortBy={list.sort.by}
        sortDesc={list.sort.desc}
        onSort={toggleSort}
        onOpen={(row) => void navigate(`/recipient/${row._id}#id`)}
      />
      <Pager
        label="Pagination"
        page={list.page}
        lastPage={rows.data?.pagination?.last_page ?? 0}
        onPage={setPage}
        disabled={rows.isFetching}
      />
    </>
  );
}

/** /recipients 'Liste des Accueillis': filters, sort and page live in the URL query string. */
export default function RecipientsPage() {
  const { actor } = useSession();
  return (
    <ListPage
      title="Liste des Accueillis"
      action={
        <Button component={Link} to="/recipient/new" leftSection={<IconUserPlus size={18} />}>
          Ajouter un accueilli
        </Button>
      }
    >
      {actor ? <RecipientsList actor={actor} /> : <ItemLoading />}
    </ListPage>
  );
}
