import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DateField } from '../../../components/DateField';
import type { HousingFormValues } from './housingForm';

/** The payments of a stay: an amount in euros per line and the day it was received (today when added, up to today). */
export function PaymentsField({ form, today }: { form: UseFormReturnType<HousingFormValues>; today: string }) {
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
          onClick={() => form.insertListItem('payments', { amount: '', date: today })}
        >
          Ajouter un paiement
        </Button>
      </Group>
      {payments.length === 0 && (
        <Text size="sm" c="dimmed">
          Aucun paiement.
        </Text>
      )}
      {payments.map((_payment, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`Montant du paiement ${index + 1}`}
            placeholder="0,00"
            inputMode="decimal"
            rightSection="€"
            style={{ flex: 1 }}
            {...form.getInputProps(`payments.${index}.amount`)}
          />
          <DateField
            aria-label={`Date du paiement ${index + 1}`}
            maxDate={today}
            clearable={false}
            w={140}
            {...form.getInputProps(`payments.${index}.date`)}
            // Never blank: a payment is always of a day (today when added).
            onChange={(date) => date && form.setFieldValue(`payments.${index}.date`, date)}
          />
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
