import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { DataTable, type Column, type DataTableProps } from './DataTable';

export type { RowTone } from './DataTable';

/** One column: its header, what a row shows in it, and the server's sort key when it sorts. */
export interface SortableColumn<T, K extends string> extends Column<T> {
  sort?: K;
}

interface Props<T, K extends string> extends Omit<DataTableProps<T>, 'columns' | 'header'> {
  columns: SortableColumn<T, K>[];
  sortBy: K;
  sortDesc: boolean;
  onSort(column: K): void;
}

// The button takes the cell's padding, and an empty layer of it covers the whole cell (however tall the
// header row), so that a click anywhere in the header cell sorts, not only on its label.
const CELL_PADDING = 'var(--table-vertical-spacing) var(--table-horizontal-spacing, var(--mantine-spacing-xs))';

/** A header that sorts its column: a button filling the cell (Enter or Space sort too); aria-sort tells which column orders the list and which way. */
function Header<T, K extends string>({
  column,
  sortBy,
  sortDesc,
  onSort,
}: { column: SortableColumn<T, K> } & Pick<Props<T, K>, 'sortBy' | 'sortDesc' | 'onSort'>) {
  const { sort } = column;
  if (!sort) return <Table.Th style={{ whiteSpace: 'nowrap' }}>{column.label}</Table.Th>;
  const active = sortBy === sort;
  const Icon = !active ? IconArrowsSort : sortDesc ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th p={0} pos="relative" aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(sort)}
        fw={700}
        fz="sm"
        lh="inherit"
        w="100%"
        style={{ padding: CELL_PADDING, whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap">
          {column.label}
          <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
        </Group>
        <span aria-hidden style={{ position: 'absolute', inset: 0 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** A server-sorted page of rows: the list of DataTable, with headers that sort. */
export function SortableTable<T extends { _id: string }, K extends string>({ columns, sortBy, sortDesc, onSort, ...table }: Props<T, K>) {
  return (
    <DataTable
      {...table}
      columns={columns}
      minWidth={table.minWidth ?? 1000}
      // DataTable hands back the very column objects given to it, sort keys included.
      header={(column) => (
        <Header key={column.label} column={column as SortableColumn<T, K>} sortBy={sortBy} sortDesc={sortDesc} onSort={onSort} />
      )}
    />
  );
}
