import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Actor } from '../../../../domain/users/actor';
import { useRecipientRows } from '../../api/recipients';
import { useSession } from '../../auth/session';
import { ItemLoading } from '../../components/ItemStatus';
import { Pager } from '../../components/Pager';
import { SortableTable } from '../../components/SortableTable';
import { defaultAntenna, defaultListState, parseListState, toApiQuery, toggleSort, toSearchParams, withFilters, type RecipientListState } from './list/listQuery';
import { RecipientFilters } from './list/RecipientFilters';
import { RECIPIENT_COLUMNS } from './list/recipientColumns';
import { useTopSearchName } from './list/useTopSearchName';

/** The list itself, once the user (and so the default antenna) is known. */
function RecipientsList({ actor }: { actor: Actor }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const antenna = defaultAntenna(actor);
  const state = useMemo(() => parseListState(params, antenna), [params, antenna]);
  const rows = useRecipientRows(useMemo(() => toApiQuery(state), [state]));

  // Every change goes through the URL: back and forward, reloads and shared links show the same list.
  const update = useCallback(
    (change: (current: RecipientListState) => RecipientListState) => setParams((current) => toSearchParams(change(parseListState(current, antenna)), antenna)),
    [setParams, antenna],
  );

  const applyName = useCallback((name: string) => update((current) => withFilters(current, { ...current.filters, name })), [update]);
  useTopSearchName(state.filters.name, applyName);

  useEffect(() => {
    if (rows.error) console.error('Chargement de la liste des accueillis impossible', rows.error);
  }, [rows.error]);

  const total = rows.data?.pagination?.total;
  return (
    <>
      {/* A new key when the URL's filters change (top-bar search, back button) shows them in the form. */}
      <RecipientFilters
        key={JSON.stringify(state.filters)}
        actor={actor}
        value={state.filters}
        defaults={defaultListState(antenna).filters}
        onApply={(filters) => update((current) => withFilters(current, filters))}
      />
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
        sortBy={state.sortBy}
        sortDesc={state.sortDesc}
        onSort={(column) => update((current) => toggleSort(current, column))}
        onOpen={(row) => void navigate(`/recipient/${row._id}#id`)}
      />
      <Pager label="Pagination" page={state.page} lastPage={rows.data?.pagination?.last_page ?? 0} onPage={(page) => update((current) => ({ ...current, page }))} disabled={rows.isFetching} />
    </>
  );
}

/** /recipients 'Liste des Accueillis': filters, sort and page live in the URL query string. */
export default function RecipientsPage() {
  const { actor } = useSession();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Liste des Accueillis</Title>
        <Button component={Link} to="/recipient/new" leftSection={<IconUserPlus size={18} />}>
          Ajouter un accueilli
        </Button>
      </Group>
      {actor ? <RecipientsList actor={actor} /> : <ItemLoading />}
    </Stack>
  );
}
