import { Text, VisuallyHidden } from '@mantine/core';
import { HELP_TOTAL_HIGH } from '@domain/meetings/totals';
import { formatMoney } from '../lib/format';

/** Why a total stands out, for those who do not see the colour. */
const HIGH = `Total des aides élevé : ${HELP_TOTAL_HIGH} € ou plus`;

/**
 * The aids given to a person, in euros; highlighted when the server says the total is high (250 € or
 * more, part 1 section 9), with the reason in words for screen readers and as a tooltip.
 */
export function HelpTotalCell({ total, high }: { total: number; high: boolean }) {
  if (!high) return formatMoney(total);
  return (
    <Text
      span
      inherit
      fw={700}
      c="red.9"
      bg="red.1"
      px={6}
      title={HIGH}
      data-state="high"
      style={{ borderRadius: 'var(--mantine-radius-sm)', whiteSpace: 'nowrap' }}
    >
      {formatMoney(total)}
      <VisuallyHidden> ({HIGH})</VisuallyHidden>
    </Text>
  );
}
