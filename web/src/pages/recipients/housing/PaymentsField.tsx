import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { frenchDay } from '@domain/shared/dates';
import { formatDate } from '../../../lib/format';
import type { HousingFormValues } from './housingForm';

/** The payments of a stay: an amount in euros per line, dated the day it was added, added and removed here. */
export function PaymentsField({ form }: { form: UseFormReturnType<HousingFormValues> }) {
  const payments = form.values.payments;
  return (
    <Stack gap="xs" role="group" aria-label="Paiements">
      <Group justify="space-between">
        <Text fw={500} size="sm">
          Paiements
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('payments', { amount: '', date: frenchDay(new Date()) })}
        >
          Ajouter un paiement
        </Button>
      </Group>
      {payments.length === 0 && (
        <Text size="sm" c="dimmed">
          Aucun paiement.
        </Text>
      )}
      {payments.map((payment, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`Montant du paiement ${index + 1}`}
            placeholder="0,00"
            inputMode="decimal"
            rightSection="€"
            style={{ flex: 1 }}
            {...form.getInputProps(`payments.${index}.amount`)}
          />
          <Text size="sm" c="dimmed" mt={6} miw={110}>
            le {formatDate(payment.date)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={`Supprimer le paiement ${index + 1}`}
            onClick={() => form.removeListItem('payments', index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {typeof form.errors.payments === 'string' && (
        <Text size="xs" c="red">
          {form.errors.payments}
        </Text>
      )}
    </Stack>
  );
}
