import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import type { MeetingFormValues } from './meetingForm';

interface Props {
  form: UseFormReturnType<MeetingFormValues>;
  index: number;
  /** The line's total as the server will compute it, or null while a figure does not read. */
  total: number | null;
}

/**
 * One aid of the meeting: its label (the catalogue's, or typed for a free aid) and category, then the
 * quantity, the unit price (a comma for the cents) and the line's total. Fields are named after the
 * line's number ('Quantité de l'aide 2'), so that each is told apart from the same field of the others.
 */
export function HelpLineRow({ form, index, total }: Props) {
  const line = form.values.helps[index];
  const name = `l'aide ${index + 1}`;
  const path = `helps.${index}`;
  const lineError = form.errors[`${path}.help_id`];
  return (
    <Paper withBorder p="xs" role="group" aria-label={`Aide ${index + 1}`}>
      <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
        {line.help_id ? (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {line.label}
            </Text>
            <Text size="xs" c="dimmed">
              Aide du catalogue
            </Text>
          </Stack>
        ) : (
          <TextInput
            aria-label={`Libellé de ${name}`}
            placeholder="Libellé de l'aide"
            maxLength={200}
            style={{ flex: 1 }}
            {...form.getInputProps(`${path}.label`)}
          />
        )}
        <Badge variant="light" color="gray" mt={6} style={{ flexShrink: 0 }}>
          {line.category}
        </Badge>
      </Group>
      <Group gap="xs" align="flex-start" mt="xs">
        <TextInput
          label="Quantité"
          aria-label={`Quantité de ${name}`}
          inputMode="numeric"
          w={120}
          {...form.getInputProps(`${path}.quantity`)}
        />
        <TextInput
          label="Prix unitaire"
          aria-label={`Prix unitaire de ${name}`}
          placeholder="0,00"
          inputMode="decimal"
          rightSection="€"
          w={120}
          {...form.getInputProps(`${path}.u_price`)}
        />
        <Text size="sm" mt={30} style={{ flex: 1, whiteSpace: 'nowrap' }} ta="right">
          Total : <b>{total === null ? '—' : formatMoney(total)}</b>
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={28}
          aria-label={`Supprimer ${name}`}
          onClick={() => form.removeListItem('helps', index)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {lineError && (
        <Text size="xs" c="red" mt={4}>
          {lineError}
        </Text>
      )}
    </Paper>
  );
}
