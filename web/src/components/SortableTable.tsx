import { Alert, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';

/** One column: its header, what a row shows in it, and the server's sort key when it sorts. */
export interface SortableColumn<T, K extends string> {
  label: string;
  sort?: K;
  cell(row: T): ReactNode;
  nowrap?: boolean;
}

/** How a row stands out: its background (a Mantine colour) and a word saying why, for those who do not see colours. */
export interface RowTone {
  bg: string;
  title: string;
  state: string;
}

interface Props<T, K extends string> {
  label: string;
  columns: SortableColumn<T, K>[];
  rows: T[] | undefined;
  loading: boolean;
  error: unknown;
  errorMessage: string;
  empty: string;
  sortBy: K;
  sortDesc: boolean;
  onSort(column: K): void;
  onOpen(row: T): void;
  tone?(row: T): RowTone | null;
}

/** A header that sorts its column; aria-sort tells which column orders the list and which way. */
function Header<T, K extends string>({ column, sortBy, sortDesc, onSort }: { column: SortableColumn<T, K> } & Pick<Props<T, K>, 'sortBy' | 'sortDesc' | 'onSort'>) {
  const { sort } = column;
  if (!sort) return <Table.Th style={{ whiteSpace: 'nowrap' }}>{column.label}</Table.Th>;
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

/** A server-sorted page of rows, coloured by their state; a whole row opens its item, by click or by Enter. */
export function SortableTable<T extends { _id: string }, K extends string>(props: Props<T, K>) {
  const { label, columns, rows, loading, error, errorMessage, empty, onOpen, tone } = props;
  useEffect(() => {
    if (error) console.error(errorMessage, error);
  }, [error, errorMessage]);
  if (error) {
    return (
      <Alert color="red" title="Liste indisponible">
        {errorMessage}
      </Alert>
    );
  }
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table highlightOnHover fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Header key={column.label} column={column} sortBy={props.sortBy} sortDesc={props.sortDesc} onSort={props.onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={loading}>
          {loading
            ? Array.from({ length: 5 }, (_, i) => (
                <Table.Tr key={i}>
                  {columns.map((column) => (
                    <Table.Td key={column.label}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows?.map((row) => {
                const rowTone = tone?.(row) ?? null;
                return (
                  <Table.Tr
                    key={row._id}
                    bg={rowTone?.bg}
                    title={rowTone?.title}
                    data-state={rowTone?.state}
                    style={{ cursor: 'pointer' }}
                    tabIndex={0}
                    onClick={() => onOpen(row)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') onOpen(row);
                    }}
                  >
                    {columns.map((column) => (
                      <Table.Td key={column.label} style={{ whiteSpace: column.nowrap ? 'nowrap' : undefined }}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
      {!loading && rows?.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {empty}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
