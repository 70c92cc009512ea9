import { Box, Paper, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** The figures behind a chart, as a table: a header row, then one row of cells per point. */
export interface FigureTable {
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

interface Props {
  title: string;
  /** The figures the chart draws, for those who do not see it and for whoever wants the exact numbers. */
  table: FigureTable;
  /** The chart; hidden from assistive technologies, which read the table instead. */
  children: ReactNode;
}

/**
 * A chart named by its title (a figure), drawn for the eye, with its figures in a table under
 * 'Voir les chiffres' that screen readers reach directly. With no figure, a sentence says so.
 */
export function ChartFigure({ title, table, children }: Props) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={4} id={titleId} mb="sm">
        {title}
      </Title>
      {table.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune donnée sur cette période.
        </Text>
      ) : (
        <>
          <Box aria-hidden>{children}</Box>
          <details>
            <summary>
              <Text component="span" size="sm">
                Voir les chiffres
              </Text>
            </summary>
            <Table mt="xs" aria-labelledby={titleId} striped>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <Table.Tr key={row.key}>
                    {row.cells.map((cell, index) => (
                      <Table.Td key={table.columns[index]}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </details>
        </>
      )}
    </Paper>
  );
}
