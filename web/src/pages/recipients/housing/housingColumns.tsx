import type { HousingKind } from '@domain/housings/fields';
import type { Housing } from '../../../api/housings';
import type { Column } from '../../../components/DataTable';
import { formatDate, formatMoney, formatPersonName, formatPhone } from '../../../lib/format';
import { SoldeCell } from '../../../components/HousingTable';

const dates: Column<Housing>[] = [
  { label: 'Début', cell: (row) => formatDate(row.start_date), nowrap: true },
  { label: 'Fin', cell: (row) => formatDate(row.end_date), nowrap: true },
  { label: 'Libération', cell: (row) => formatDate(row.free_end_date), nowrap: true },
];
const money: Column<Housing>[] = [
  { label: 'Nuits', cell: (row) => row.nights, nowrap: true },
  { label: 'Total', cell: (row) => formatMoney(row.total_price), nowrap: true },
  { label: 'Payé', cell: (row) => formatMoney(row.total_payment), nowrap: true },
  { label: 'Solde', cell: (row) => <SoldeCell value={row.solde} />, nowrap: true },
];

/** The columns of a file's housings, per kind (the figures are the read model's). */
export const HOUSING_KIND_COLUMNS: Record<HousingKind, Column<Housing>[]> = {
  hebergement: [
    { label: 'Hôtel', cell: (row) => row.hotel?.name ?? '' },
    { label: 'Chambre', cell: (row) => row.room?.number ?? '' },
    { label: 'Référent', cell: (row) => formatPersonName(row.user) },
    ...dates,
    { label: 'Quote-part', cell: (row) => formatMoney(row.price ?? 0), nowrap: true },
    ...money,
  ],
  urgence: [
    { label: 'Hôtel', cell: (row) => row.hotel_info ?? '' },
    { label: 'Référent', cell: (row) => formatPersonName(row.user) },
    ...dates,
    { label: 'Prix par nuit', cell: (row) => formatMoney(row.price ?? 0), nowrap: true },
    ...money,
  ],
  hors: [
    // The one field the outside kind requires (docs/recipient-file.md, 'Hébergement'), named by the server.
    { label: 'Nature', cell: (row) => row.nature_label ?? '' },
    { label: 'Adresse', cell: (row) => [row.address_street, row.address_postal_code, row.address_city].filter(Boolean).join(' ') },
    { label: 'Téléphone', cell: (row) => formatPhone(row.tel), nowrap: true },
    ...dates,
  ],
};
