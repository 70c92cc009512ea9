import { Badge } from '@mantine/core';
import type { RecipientRow } from '../../../api/recipients';
import { HelpTotalCell } from '../../../components/HelpTotalCell';
import type { SortableColumn } from '../../../components/SortableTable';
import { formatDate, formatPersonName } from '../../../lib/format';
import type { SortKey } from './listQuery';

const yesNo = (value: boolean) => (
  <Badge color={value ? 'green' : 'gray'} variant="light" miw={48}>
    {value ? 'Oui' : 'Non'}
  </Badge>
);

/** The columns of the recipients list; those with a sort key order the list on the server. */
export const RECIPIENT_COLUMNS: SortableColumn<RecipientRow, SortKey>[] = [
  { label: 'N°', sort: 'file_number', cell: (row) => row.file_id },
  { label: 'Nom', sort: 'name', cell: (row) => row.name.toUpperCase() },
  { label: 'Prénom', sort: 'surname', cell: (row) => [row.surname, row.surname2].filter(Boolean).join(' ') },
  { label: 'Date de naissance', sort: 'birth_date', cell: (row) => formatDate(row.birth_date) },
  { label: 'Antenne', cell: (row) => row.antenna_name ?? '' },
  { label: 'Référent', cell: (row) => formatPersonName(row.referent) },
  { label: 'Radié', cell: (row) => (row.radiated ? <Badge color="red">Radié</Badge> : null) },
  { label: 'Domicilié', cell: (row) => yesNo(row.dom) },
  { label: 'Hébergé', cell: (row) => yesNo(row.housed) },
  { label: 'Total des aides', cell: (row) => <HelpTotalCell total={row.help_total} high={row.help_total_high} />, nowrap: true },
];
