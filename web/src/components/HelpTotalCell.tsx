import { HELP_TOTAL_HIGH } from '@domain/meetings/totals';
import { WarningAmount } from './WarningAmount';

/** Why a total stands out, for those who do not see the colour. */
const HIGH = `Total des aides élevé : ${HELP_TOTAL_HIGH} € ou plus`;

/** The aids given to a person, in euros; highlighted when the server says the total is high (250 € or more: docs/screens.md). */
export const HelpTotalCell = ({ total, high }: { total: number; high: boolean }) => (
  <WarningAmount value={total} flagged={high} reason={HIGH} announced />
);
