import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** The button beside the title ('Ajouter un …'), if the user may use it. */
  action?: ReactNode;
  /** What narrows the list, above it. */
  filters?: ReactNode;
  /** The list: a DataTable (or SortableTable) with its Pager, or what stands for it while it cannot be shown. */
  children: ReactNode;
}

/** A list screen: its title (and action), its filters, then the list. */
export function ListPage({ title, action, filters, children }: Props) {
  const heading = <Title order={2}>{title}</Title>;
  return (
    <Stack>
      {action ? (
        <Group justify="space-between">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {filters}
      {children}
    </Stack>
  );
}
