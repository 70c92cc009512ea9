import { Group, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { DataTable, type Column, type DataTableProps } from './DataTable';

export type { RowTone } from './DataTable';

/** One sort key of a column that groups several facts, named like the line of the cells it orders by. */
interface GroupedSort<K extends string> {
  label: string;
  sort: K;
}

/**
 * One column: its header, what a row shows in it, and the server's sort key when it sorts; a column that
 * groups facts on several lines (start and end of a stay) has one sort per line instead, stacked in its header.
 */
export interface SortableColumn<T, K extends string> extends Column<T> {
  sort?: K;
  sorts?: GroupedSort<K>[];
}

interface Props<T, K extends string> extends Omit<DataTableProps<T>, 'columns' | 'header'> {
  columns: SortableColumn<T, K>[];
  sortBy: K;
  sortDesc: boolean;
  onSort(column: K): void;
}

type SortState<K extends string> = Pick<Props<unknown, K>, 'sortBy' | 'sortDesc' | 'onSort'>;

// The button takes the cell's padding, and an empty layer of it covers the whole cell (however tall the
// header row), so that a click anywhere in the header cell sorts, not only on its label.
const CELL_PADDING = 'var(--table-vertical-spacing) var(--table-horizontal-spacing, var(--mantine-spacing-xs))';
// Stacked buttons share the cell's height: each keeps the cell's side padding and a little above and below.
const STACKED_PADDING = '2px var(--table-horizontal-spacing, var(--mantine-spacing-xs))';

/** A button sorting by one key, its arrow telling whether the list is sorted by it and which way (Enter or Space sort too). */
function SortButton<K extends string>({
  label,
  sort,
  covering,
  sortBy,
  sortDesc,
  onSort,
}: GroupedSort<K> & { covering: boolean } & SortState<K>) {
  const active = sortBy === sort;
  const Icon = !active ? IconArrowsSort : sortDesc ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton
      onClick={() => onSort(sort)}
      fw={700}
      fz="sm"
      lh="inherit"
      w="100%"
      style={{ padding: covering ? CELL_PADDING : STACKED_PADDING, whiteSpace: 'nowrap' }}
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
      </Group>
      {covering && <span aria-hidden style={{ position: 'absolute', inset: 0 }} />}
    </UnstyledButton>
  );
}

/** A header that sorts its column (or each line of a grouped column); aria-sort tells which column orders the list and which way. */
function Header<T, K extends string>({ column, ...state }: { column: SortableColumn<T, K> } & SortState<K>) {
  const sorts = column.sorts ?? (column.sort ? [{ label: column.label, sort: column.sort }] : []);
  if (!sorts.length) return <Table.Th style={{ whiteSpace: 'nowrap' }}>{column.label}</Table.Th>;
  const active = sorts.some(({ sort }) => sort === state.sortBy);
  return (
    <Table.Th p={0} pos="relative" aria-sort={active ? (state.sortDesc ? 'descending' : 'ascending') : 'none'}>
      {column.sorts ? (
        <Stack gap={0} py={4}>
          {column.sorts.map((sort) => (
            <SortButton key={sort.sort} {...sort} covering={false} {...state} />
          ))}
        </Stack>
      ) : (
        <SortButton {...sorts[0]} covering {...state} />
      )}
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
