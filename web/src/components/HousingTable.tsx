import { Badge, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { Pagination } from '../api/client';
import type { Housing } from '../api/housings';
import { formatDate, formatMoney, formatPersonName } from '../lib/format';
import type { Sort } from '../lib/listParams';
import type { HousingSort } from './housingList';
import { Pager } from './Pager';
import { SortableTable, type RowTone, type SortableColumn } from './SortableTable';

/** A negative balance (less paid than due) stands out as a warning. */
export function SoldeCell({ value }: { value: number }) {
  if (value >= 0) return formatMoney(value);
  return (
    <Badge color="red" variant="light" title="Solde négatif : moins payé que dû" style={{ textTransform: 'none' }}>
      {formatMoney(value)}
    </Badge>
  );
}

const hotelOf = (row: Housing) =>
  row.hotel ? [row.hotel.name, row.hotel.postal_code && `(${row.hotel.postal_code})`].filter(Boolean).join(' ') : '';

/** The columns of the housings list and of the home dashboard (spec part 1, section 2). */
export const HOUSING_COLUMNS: SortableColumn<Housing, HousingSort>[] = [
  { label: 'Accueilli', cell: (row) => formatPersonName(row.recipient) },
  { label: 'Hôtel', cell: hotelOf },
  { label: 'Chambre', cell: (row) => row.room?.number ?? '' },
  { label: 'Référent', cell: (row) => formatPersonName(row.user) },
  { label: 'Début', sort: 'start_date', cell: (row) => formatDate(row.start_date), nowrap: true },
  { label: 'Fin', sort: 'end_date', cell: (row) => formatDate(row.end_date), nowrap: true },
  { label: 'Libération', sort: 'free_end_date', cell: (row) => formatDate(row.free_end_date), nowrap: true },
  { label: 'Nuits', sort: 'nights', cell: (row) => row.nights },
  { label: 'Quote-part', sort: 'price', cell: (row) => formatMoney(row.price ?? 0), nowrap: true },
  { label: 'Paiements', sort: 'total_payment', cell: (row) => formatMoney(row.total_payment), nowrap: true },
  { label: 'Total', sort: 'total_price', cell: (row) => formatMoney(row.total_price), nowrap: true },
  { label: 'Solde', sort: 'solde', cell: (row) => <SoldeCell value={row.solde} />, nowrap: true },
];

/** Red: the stay has ended and the room was never freed; green: the stay is running today. */
export function housingTone(row: Housing): RowTone | null {
  if (row.overdue) return { bg: 'red.1', title: 'Séjour terminé, chambre non libérée', state: 'overdue' };
  if (row.current) return { bg: 'green.1', title: 'Séjour en cours', state: 'current' };
  return null;
}

interface Props {
  label: string;
  empty: string;
  sort: Sort<HousingSort>;
  page: number;
  onSort(column: HousingSort): void;
  onPage(page: number): void;
  result: { data?: { data: Housing[]; pagination?: Pagination }; isLoading: boolean; isFetching: boolean; error: unknown };
}

/** A page of housings, sorted by the server, with Précédent and Suivant; a row opens the recipient's housing tab. */
export function HousingTable({ label, empty, sort, page, onSort, onPage, result }: Props) {
  const navigate = useNavigate();
  return (
    <Stack gap={0}>
      <SortableTable
        label={label}
        columns={HOUSING_COLUMNS}
        rows={result.data?.data}
        loading={result.isLoading}
        error={result.error}
        errorMessage="Impossible de charger les hébergements."
        empty={empty}
        sortBy={sort.by}
        sortDesc={sort.desc}
        onSort={onSort}
        onOpen={(row) => void navigate(`/recipient/${row.recipient_id}#housing`)}
        tone={housingTone}
      />
      <Pager
        label={`Pages : ${label}`}
        page={page}
        lastPage={result.data?.pagination?.last_page ?? 0}
        disabled={result.isFetching}
        onPage={onPage}
      />
    </Stack>
  );
}
