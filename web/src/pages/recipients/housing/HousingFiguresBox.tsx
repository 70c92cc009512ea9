import { Group, Paper, Text } from '@mantine/core';
import type { HousingFigures } from '@domain/housings/figures';
import { formatMoney } from '../../../lib/format';

function Figure({ label, value, warn = false }: { label: string; value: string; warn?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={warn ? 'red' : undefined} aria-label={label} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Nights, total due, total paid and balance of the stay being typed; a negative balance in red. The
 * figures wrap onto the next line as the modal narrows, each amount kept whole.
 */
export function HousingFiguresBox({ figures, withOutContract }: { figures: HousingFigures; withOutContract: boolean }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label="Montants du séjour">
      <Group gap="lg" align="flex-start">
        <Figure label="Nuits" value={String(figures.nights)} />
        <Figure label="Total dû" value={formatMoney(figures.total_price)} />
        <Figure label="Total payé" value={formatMoney(figures.total_payment)} />
        <Figure label="Solde" value={formatMoney(figures.solde)} warn={figures.solde < 0} />
        {withOutContract && <Figure label="Coût hors contrat" value={formatMoney(figures.out_contract_cost)} />}
      </Group>
    </Paper>
  );
}
