import { Badge, Group, Select, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { DashboardColour } from '@domain/domiciliations/dates';
import { useDomiciliationDashboard, type DomiciliationDashboardRow } from '../../api/domiciliationDashboard';
import { useUserSummaries } from '../../api/users';
import { useSession } from '../../auth/session';
import { Pager } from '../../components/Pager';
import { SortableTable, type RowTone, type SortableColumn } from '../../components/SortableTable';
import { formatDate, formatPersonName } from '../../lib/format';
import { idParam, textParam, type ListSpec } from '../../lib/listParams';
import { useListParams } from '../../lib/useListParams';

// The server's own list (projections/domiciliationQueries.ts DOMICILIATION_SORTS) is not among the API types.
const SORT_KEYS = ['end_date', 'start_date'] as const;
type DomiciliationSort = (typeof SORT_KEYS)[number];

/** The referent and the table's sort and page in the URL, prefixed beside the stays' dashboard; soonest end first (docs/screens.md). */
const DASHBOARD_LIST: ListSpec<{ user: string | null; search: string }, DomiciliationSort> = {
  filters: { user: idParam, search: textParam },
  sort: { keys: SORT_KEYS, initial: { by: 'end_date', desc: false } },
  paged: true,
  prefix: 'dom_',
};

/** What the server's colour of a row means, said in words as well (docs/screens.md, 'Domiciliations arrivant à échéance'). */
const STATES: Record<DashboardColour, RowTone & { badge: string; color: string }> = {
  green: {
    bg: 'green.1',
    title: 'Renouvelée : une domiciliation suivante est enregistrée',
    state: 'renewed',
    badge: 'Renouvelée',
    color: 'green',
  },
  red: { bg: 'red.1', title: 'Échue sans domiciliation suivante', state: 'ended', badge: 'Échue', color: 'red' },
  warning: {
    bg: 'yellow.1',
    title: 'À renouveler : aucune domiciliation suivante',
    state: 'ending',
    badge: 'À renouveler',
    color: 'orange',
  },
};

const stateOf = (row: DomiciliationDashboardRow) => STATES[row.colour];

// The end and the state first: on a phone, the columns past them are scrolled to.

const COLUMNS: SortableColumn<DomiciliationDashboardRow, DomiciliationSort>[] = [
  { label: 'Accueilli', cell: (row) => formatPersonName(row.recipient) },
  { label: 'Fin', sort: 'end_date', cell: (row) => formatDate(row.end_date), nowrap: true },
  {
    label: 'État',
    cell: (row) => (
      <Badge variant="filled" color={stateOf(row).color}>
        {stateOf(row).badge}
      </Badge>
    ),
    nowrap: true,
  },
  { label: 'Début', sort: 'start_date', cell: (row) => formatDate(row.start_date), nowrap: true },
  { label: 'Référent', cell: (row) => formatPersonName(row.user) },
];

/** Whose domiciliations the table lists: the signed-in user's unless another referent is picked. */
function ReferentPicker({ value, onChange }: { value: string | null; onChange(user: string | null): void }) {
  const { me } = useSession();
  const users = useUserSummaries();
  const options = (users.data ?? []).map((user) => ({ value: user._id, label: formatPersonName(user) }));
  if (me && !options.some((option) => option.value === me._id)) options.unshift({ value: me._id, label: formatPersonName(me) });
  return (
    <Select
      label="Référent"
      data={options}
      value={value ?? me?._id ?? null}
      onChange={(user) => onChange(!user || user === me?._id ? null : user)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="Aucun accueillant"
      placeholder={users.isLoading ? 'Chargement…' : undefined}
      comboboxProps={{ keepMounted: false }}
      w={260}
    />
  );
}

/** 'Domiciliations arrivant à échéance': a referent's domiciliations (the signed-in user's by default), coloured by the server, pages of 10, narrowed by the top-bar search. */
export function DomiciliationDashboard() {
  const navigate = useNavigate();
  const [list, { setFilters, toggleSort, setPage }] = useListParams(DASHBOARD_LIST, 'search');
  const { user, search } = list.filters;
  const result = useDomiciliationDashboard({
    page: list.page,
    sortBy: list.sort.by,
    sortDesc: list.sort.desc,
    user_id: user ?? undefined,
    search,
  });
  const label = 'Domiciliations arrivant à échéance';
  return (
    <Stack component="section" aria-labelledby="domiciliation-dashboard-title" gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={3} id="domiciliation-dashboard-title">
          {label}
        </Title>
        <ReferentPicker value={user} onChange={(next) => setFilters({ user: next })} />
      </Group>
      <Stack gap={0}>
        <SortableTable
          label={label}
          columns={COLUMNS}
          minWidth={640}
          rows={result.data?.data}
          loading={result.isLoading}
          error={result.error}
          errorMessage="Impossible de charger les domiciliations."
          empty={search ? `Aucune domiciliation ne correspond à « ${search} ».` : 'Aucune domiciliation arrivant à échéance.'}
          sortBy={list.sort.by}
          sortDesc={list.sort.desc}
          onSort={toggleSort}
          onOpen={(row) => void navigate(`/recipient/${row.recipient_id}#dom`)}
          tone={stateOf}
        />
        <Pager
          label={`Pages : ${label}`}
          page={list.page}
          lastPage={result.data?.pagination?.last_page ?? 0}
          disabled={result.isFetching}
          onPage={setPage}
        />
      </Stack>
    </Stack>
  );
}
