import { Alert, Badge, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { RecipientRow } from '../../../api/recipients';
import { formatDate, formatPersonName } from '../../../lib/format';
import type { SortKey } from './listQuery';

interface Column {
  label: string;
  /** The server's sort key, for the columns it sorts on. */
  sort?: SortKey;
  cell(row: RecipientRow): ReactNode;
}

const yesNo = (value: boolean) => (
  <Badge color={value ? 'green' : 'gray'} variant="light" miw={48}>
    {value ? 'Oui' : 'Non'}
  </Badge>
);

const COLUMNS: Column[] = [
  { label: 'N°', sort: 'file_number', cell: (row) => row.file_id },
  { label: 'Nom', sort: 'name', cell: (row) => row.name.toUpperCase() },
  { label: 'Prénom', sort: 'surname', cell: (row) => [row.surname, row.surname2].filter(Boolean).join(' ') },
  { label: 'Date de naissance', sort: 'birth_date', cell: (row) => formatDate(row.birth_date) },
  { label: 'Antenne', cell: (row) => row.antenna_name ?? '' },
  { label: 'Référent', cell: (row) => formatPersonName(row.referent) },
  { label: 'Radié', cell: (row) => (row.radiated ? <Badge color="red">Radié</Badge> : null) },
  { label: 'Domicilié', cell: (row) => yesNo(row.dom) },
  { label: 'Hébergé', cell: (row) => yesNo(row.housed) },
];

interface Props {
  rows: RecipientRow[] | undefined;
  loading: boolean;
  error: unknown;
  sortBy: SortKey;
  sortDesc: boolean;
  onSort(column: SortKey): void;
  onOpen(row: RecipientRow): void;
}

/** A header that sorts its column; aria-sort tells which column orders the list and which way. */
function Header({ column, sortBy, sortDesc, onSort }: { column: Column } & Pick<Props, 'sortBy' | 'sortDesc' | 'onSort'>) {
  if (!column.sort) return <Table.Th>{column.label}</Table.Th>;
  const { sort } = column;
  const active = sortBy === sort;
  const Icon = !active ? IconArrowsSort : sortDesc ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sort)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {column.label}
          <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The page of files; a whole row opens the file, by click or by Enter. */
export function RecipientsTable({ rows, loading, error, sortBy, sortDesc, onSort, onOpen }: Props) {
  if (error) {
    return (
      <Alert color="red" title="Liste indisponible">
        Impossible de charger les accueillis.
      </Alert>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover striped aria-label="Accueillis">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Header key={column.label} column={column} sortBy={sortBy} sortDesc={sortDesc} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={loading}>
          {loading
            ? Array.from({ length: 5 }, (_, i) => (
                <Table.Tr key={i}>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column.label}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows?.map((row) => (
                <Table.Tr
                  key={row._id}
                  style={{ cursor: 'pointer' }}
                  tabIndex={0}
                  onClick={() => onOpen(row)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') onOpen(row);
                  }}
                >
                  {COLUMNS.map((column) => (
                    <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
      {!loading && rows?.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          Aucun accueilli ne correspond à ces critères.
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
