import { Stack, Text } from '@mantine/core';
import { HOUSING_KIND_NAMES } from '@domain/housings/fields';
import type { Housing } from '../../api/housings';
import type { HousingSort } from '../../components/housingList';
import { placeOf, SoldeCell } from '../../components/HousingTable';
import type { SortableColumn } from '../../components/SortableTable';
import { formatDate, formatMoney, formatPersonName } from '../../lib/format';

// The home dashboard's columns: the housings list's facts (docs/screens.md, 'Hébergements en cours'), grouped so that the
// table fits a 1440 px screen beside the open sidebar, 'Solde' (the column that warns) included. Each
// grouped column holds one fact a line, its header one sort a line in the same order.

/** A cell of a few lines, the first as the row's main fact, the others dimmed; never wider than `width`. */
function Lines({ main, details, width, truncated }: { main: string; details: string[]; width: number; truncated?: boolean }) {
  return (
    // A long name without spaces wraps anywhere rather than widening the table.
    <Stack gap={0} maw={width} style={{ overflowWrap: 'anywhere' }}>
      {/* A cut place (a long hotel name or address) reads whole as a tooltip. */}
      <Text inherit truncate={truncated ? 'end' : undefined} title={truncated ? main : undefined}>
        {main}
      </Text>
      {details.map((detail) => (
        <Text key={detail} size="xs" c="dimmed">
          {detail}
        </Text>
      ))}
    </Stack>
  );
}

/** Figures one above the other, each on its line (dates and amounts read badly once wrapped). */
function Figures({ lines }: { lines: (string | number | null)[] }) {
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      {lines.map((line, index) => line !== null && <span key={index}>{line}</span>)}
    </Stack>
  );
}

/** The kind of stay, and the room when it has one ('Dispositif · Chambre D1'). */
const placeDetails = (row: Housing) => [
  [HOUSING_KIND_NAMES[row.housing_type], row.room && `Chambre ${row.room.number}`].filter(Boolean).join(' · '),
];

/** 'Hébergements en cours' in seven columns: who, where, when, how many nights at what price, total, paid, balance. */
export const HOUSING_DASHBOARD_COLUMNS: SortableColumn<Housing, HousingSort>[] = [
  {
    label: 'Accueilli',
    cell: (row) => <Lines main={formatPersonName(row.recipient)} details={[`Référent : ${formatPersonName(row.user)}`]} width={220} />,
  },
  { label: 'Lieu', cell: (row) => <Lines main={placeOf(row)} details={placeDetails(row)} width={220} truncated /> },
  {
    label: 'Séjour',
    sorts: [
      { label: 'Début', sort: 'start_date' },
      { label: 'Fin', sort: 'end_date' },
    ],
    // The dashboard holds stays not freed yet: a release date would show on a third line.
    cell: (row) => (
      <Figures
        lines={[
          formatDate(row.start_date),
          formatDate(row.end_date),
          row.free_end_date ? `Libérée le ${formatDate(row.free_end_date)}` : null,
        ]}
      />
    ),
  },
  {
    label: 'Nuits',
    sorts: [
      { label: 'Nuits', sort: 'nights' },
      { label: 'Quote-part', sort: 'price' },
    ],
    cell: (row) => <Figures lines={[row.nights, formatMoney(row.price)]} />,
  },
  { label: 'Total', sort: 'total_price', cell: (row) => formatMoney(row.total_price), nowrap: true },
  { label: 'Paiements', sort: 'total_payment', cell: (row) => formatMoney(row.total_payment), nowrap: true },
  { label: 'Solde', sort: 'solde', cell: (row) => <SoldeCell value={row.solde} />, nowrap: true },
];
