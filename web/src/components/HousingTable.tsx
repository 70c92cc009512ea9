import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { HOUSING_KIND_NAMES } from '@domain/housings/fields';
import type { Pagination } from '../api/client';
import type { Housing } from '../api/housings';
import { formatDate, formatMoney, formatPersonName } from '../lib/format';
import type { Sort } from '../lib/listParams';
import type { HousingSort } from './housingList';
import { Pager } from './Pager';
import { SortableTable, type RowTone, type SortableColumn } from './SortableTable';
import { WarningAmount } from './WarningAmount';

/** A negative balance (less paid than due) stands out as a warning. */
export const SoldeCell = ({ value }: { value: number }) => (
  <WarningAmount value={value} flagged={value < 0} reason="Solde négatif : moins payé que dû" />
);

/** Where the stay is, per kind: the hotel and its postal code, the emergency hotel as typed, or the address. */
export function placeOf(row: Housing): string {
  switch (row.housing_type) {
    case 'hebergement':
      return row.hotel ? [row.hotel.name, row.hotel.postal_code && `(${row.hotel.postal_code})`].filter(Boolean).join(' ') : '';
    case 'urgence':
      return row.hotel_info ?? '';
    case 'hors':
      return [row.address_street, row.address_postal_code, row.address_city].filter(Boolean).join(' ');
    default: {
      const kind: never = row.housing_type;
      return kind;
    }
  }
}

/** The columns of the housings list and of the home dashboard (docs/screens.md, 'Housings list'); amounts never wrap. */
export const HOUSING_COLUMNS: SortableColumn<Housing, HousingSort>[] = [
  { label: 'Accueilli', cell: (row) => formatPersonName(row.recipient) },
  { label: 'Catégorie', cell: (row) => HOUSING_KIND_NAMES[row.housing_type], nowrap: true },
  { label: 'Hôtel', cell: placeOf },
  { label: 'Chambre', cell: (row) => row.room?.number ?? '' },
  { label: 'Référent', cell: (row) => formatPersonName(row.user) },
  { label: 'Début', sort: 'start_date', cell: (row) => formatDate(row.start_date), nowrap: true },
  { label: 'Fin', sort: 'end_date', cell: (row) => formatDate(row.end_date), nowrap: true },
  { label: 'Libération', sort: 'free_end_date', cell: (row) => formatDate(row.free_end_date), nowrap: true },
  { label: 'Nuits', sort: 'nights', cell: (row) => row.nights, nowrap: true },
  { label: 'Quote-part', sort: 'price', cell: (row) => formatMoney(row.price), nowrap: true },
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
  /** The home dashboard groups the list's columns (pages/home/housingDashboardColumns.tsx). */
  columns?: SortableColumn<Housing, HousingSort>[];
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  empty: string;
  sort: Sort<HousingSort>;
  page: number;
  onSort(column: HousingSort): void;
  onPage(page: number): void;
  result: { data?: { data: Housing[]; pagination?: Pagination }; isLoading: boolean; isFetching: boolean; error: unknown };
}

/** A page of housings, sorted by the server, with Précédent and Suivant; a row opens the recipient's housing tab. */
export function HousingTable({ label, columns = HOUSING_COLUMNS, minWidth, empty, sort, page, onSort, onPage, result }: Props) {
  const navigate = useNavigate();
  return (
    <Stack gap={0}>
      <SortableTable
        label={label}
        columns={columns}
        minWidth={minWidth}
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
