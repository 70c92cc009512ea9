import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useHelps, type HelpView } from '../../../api/helps';
import { formatMoney } from '../../../lib/format';
import { HelpLineRow } from './HelpLineRow';
import { catalogueLine, freeLine, liveFigures, type MeetingFormValues } from './meetingForm';

const LIST = { keepMounted: false };

/** An aid as the picker offers it: its label, category, price and, when tracked, the units left. */
const offerLabel = (help: HelpView) =>
  [
    help.label,
    `(${help.category})`,
    help.price === null ? null : formatMoney(help.price),
    help.stock === null ? null : `stock : ${help.stock}`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The catalogue's aids still offered (the server leaves archived ones out, and so does this list) and not
 * yet on a line of the meeting. Read again at each opening of the modal: other meetings move the stocks.
 */
function useHelpOffers(taken: (string | null)[]) {
  const helps = useHelps('', 'false');
  return useMemo(() => {
    const offered = (helps.data ?? []).filter((help) => !help.archived && !taken.includes(help._id));
    return {
      byId: new Map(offered.map((help) => [help._id, help])),
      options: offered.map((help) => ({ value: help._id, label: offerLabel(help) })),
    };
  }, [helps.data, taken]);
}

/**
 * The aids handed out in the meeting: a line per aid, picked from the catalogue (label, category and
 * price from the aid) or entered freely ('Divers'); each line's total and the meeting's are shown as
 * typed, computed by the server's own functions.
 */
export function HelpLinesField({ form }: { form: UseFormReturnType<MeetingFormValues> }) {
  const lines = form.values.helps;
  const offers = useHelpOffers(lines.map((line) => line.help_id));
  // The picker only adds a line: its search is emptied once the aid is on its line.
  const [search, setSearch] = useState('');
  const figures = liveFigures(form.values);

  const addFromCatalogue = (id: string | null) => {
    const help = id ? offers.byId.get(id) : undefined;
    if (help) form.insertListItem('helps', catalogueLine(help));
    setSearch('');
  };

  return (
    <Stack gap="xs" role="group" aria-label="Aides">
      <Text fw={700} size="sm">
        Aides
      </Text>
      <Group align="flex-end" gap="xs">
        <Select
          label="Ajouter une aide du catalogue"
          placeholder="Rechercher une aide"
          data={offers.options}
          value={null}
          onChange={addFromCatalogue}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage="Aucune aide"
          comboboxProps={LIST}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('helps', freeLine())}>
          Ajouter une aide libre
        </Button>
      </Group>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          Aucune aide.
        </Text>
      )}
      {lines.map((_line, index) => (
        <HelpLineRow key={index} form={form} index={index} total={figures.lines[index]?.total_price ?? null} />
      ))}
      {typeof form.errors.helps === 'string' && (
        <Text size="xs" c="red">
          {form.errors.helps}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Text size="sm" aria-live="polite">
          Total de l'entretien : <b>{formatMoney(figures.total)}</b>
        </Text>
      </Group>
    </Stack>
  );
}
