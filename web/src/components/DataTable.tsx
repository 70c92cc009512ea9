import { Alert, Box, Skeleton, Table, Text } from '@mantine/core';
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';

/** One column of a list: its header and what a row shows in it. */
export interface Column<T> {
  label: string;
  cell(row: T): ReactNode;
  /** Phone numbers and the like read badly once wrapped. */
  nowrap?: boolean;
  /** Room kept for text with few places to break (e-mail addresses), so it breaks only when long. */
  minWidth?: number;
  /** What the table's final summary row shows in this column ('TOTAUX', a sum); no column with one, no such row. */
  footer?: ReactNode;
}

/** How a row stands out: its background (a Mantine colour) and a word saying why, for those who do not see colours. */
export interface RowTone {
  bg: string;
  title: string;
  state: string;
}

/** What a DataTable shows and what its rows do. */
export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  loading: boolean;
  /** Why the list could not be loaded (logged), or null. */
  error: unknown;
  /** Shown instead of the table when the list could not be loaded. */
  errorMessage: string;
  empty: string;
  /** What a row opens; without it rows open nothing (their actions are buttons of their own). */
  onOpen?(row: T): void;
  /** The header cells, when they do more than name the column (sorting). */
  header?(column: Column<T>): ReactNode;
  tone?(row: T): RowTone | null;
  minWidth?: number;
}

/** The scrolling viewport of a table, a region named like it. */
const scrollingViewport = (label: string) =>
  ({ type: 'auto', viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }) as const;

function LoadingRows({ count }: { count: number }) {
  return Array.from({ length: 5 }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: count }, (_, column) => (
        <Table.Td key={column}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** A list of items: a whole row opens its item (if any), by click or by Enter; rows may be coloured by their state. */
export function DataTable<T extends { _id: string }>({
  label,
  columns,
  rows,
  loading,
  error,
  errorMessage,
  empty,
  onOpen,
  header,
  tone,
  minWidth = 900,
}: DataTableProps<T>) {
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
    <Box>
      {/*
        A table wider than the screen scrolls sideways (its row actions are at its end): its scrollbar shows whenever it
        does, on a phone too, and its viewport takes the keyboard focus, so it scrolls without a mouse.
      */}
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={scrollingViewport(label)}>
        <Table highlightOnHover striped={!tone} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (header ? header(column) : <Table.Th key={column.label}>{column.label}</Table.Th>))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody aria-busy={loading}>
            {loading ? (
              <LoadingRows count={columns.length} />
            ) : (
              rows?.map((row) => {
                const rowTone = tone?.(row) ?? null;
                const opening = onOpen && {
                  style: { cursor: 'pointer' },
                  tabIndex: 0,
                  onClick: () => onOpen(row),
                  onKeyDown: (event: KeyboardEvent) => {
                    if (event.key === 'Enter') onOpen(row);
                  },
                };
                return (
                  <Table.Tr key={row._id} bg={rowTone?.bg} title={rowTone?.title} data-state={rowTone?.state} {...opening}>
                    {columns.map((column) => (
                      <Table.Td key={column.label} style={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, minWidth: column.minWidth }}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
          {!loading && !!rows?.length && columns.some((column) => column.footer !== undefined) && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                {columns.map((column) => (
                  // Figures of a summary are short: they never wrap.
                  <Table.Td key={column.label} style={{ whiteSpace: 'nowrap' }}>
                    {column.footer}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      {/* Below the scrolling part, so that it is centred on the screen rather than on a table wider than it. */}
      {!loading && rows?.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {empty}
        </Text>
      )}
    </Box>
  );
}
