import { Text, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '../lib/format';

/**
 * An amount in euros that stands out when the server flags it (a negative balance, a high aids total),
 * its reason as a tooltip and, when `announced`, in words for screen readers. Plain text rather than a
 * badge: a badge cuts its label short ('-270…') when the table narrows, and an amount must always read whole.
 * White on dark red: it stands out on a row coloured red (a stay overdue) as on any other, and reads at 7.9:1.
 */
export function WarningAmount({
  value,
  flagged,
  reason,
  announced,
}: {
  value: number;
  flagged: boolean;
  reason: string;
  announced?: boolean;
}) {
  if (!flagged) return formatMoney(value);
  return (
    <Text
      span
      inherit
      fw={700}
      c="white"
      bg="red.9"
      px={6}
      title={reason}
      data-state="high"
      style={{ borderRadius: 'var(--mantine-radius-sm)', whiteSpace: 'nowrap' }}
    >
      {formatMoney(value)}
      {announced && <VisuallyHidden> ({reason})</VisuallyHidden>}
    </Text>
  );
}
