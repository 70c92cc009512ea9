import { Text, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A row's state in words, in the colours of a light badge ('En cours', 'En attente'; the theme keeps
 * them readable). Plain text rather than a badge: a badge cuts its label short when the table
 * narrows, and the state must always read whole.
 */
export function StatusText({ color, children }: { color: 'green' | 'yellow' | 'gray'; children: ReactNode }) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color, theme, variant: 'light' });
  return (
    <Text
      span
      size="sm"
      fw={600}
      px={6}
      style={{ color: colors.color, background: colors.background, borderRadius: 'var(--mantine-radius-sm)', whiteSpace: 'nowrap' }}
    >
      {children}
    </Text>
  );
}
