import { Select, type SelectProps } from '@mantine/core';
import type { Actor } from '@domain/users/actor';
import { canChangeVisibility } from '@domain/organisms/sharedItems';
import { useAntennas } from '../../api/antennas';
import { useAntennaNames } from '../../components/antennaChoices';
import { ALL_ANTENNAS } from './visibility';

/**
 * 'Visible par': 'Tous' or one antenna, chosen by organism managers only. An antenna outside the
 * pickers (the head office) stays listed when it is the item's, so the field never shows blank.
 */
export function VisibilityField({
  actor,
  value,
  disabled,
  ...props
}: Omit<SelectProps, 'data' | 'label'> & { actor: Actor; value: string }) {
  const antennas = useAntennas();
  const { names } = useAntennaNames();
  const data = [{ value: ALL_ANTENNAS, label: 'Tous' }, ...(antennas.data ?? []).map((a) => ({ value: a._id, label: a.name }))];
  if (!data.some((option) => option.value === value)) data.push({ value, label: names.get(value) ?? 'Antenne inconnue' });
  return (
    <Select
      label="Visible par"
      data={data}
      allowDeselect={false}
      comboboxProps={{ keepMounted: false }}
      disabled={disabled || !canChangeVisibility(actor)}
      value={value}
      {...props}
    />
  );
}
