import { Select, type SelectProps } from '@mantine/core';
import { useOrganism, useOrganismNames } from '../../api/organisms';

/**
 * 'Organisme': a searchable pick among the organisms in use. The pickers leave archived organisms out,
 * so the contact's own organism, when archived, is looked up to keep its name in the field.
 */
export function OrganismSelect({ value, ...props }: Omit<SelectProps, 'data' | 'label'> & { value: string | null }) {
  const names = useOrganismNames();
  const listed = !value || !names.data || names.data.some((organism) => organism._id === value);
  const own = useOrganism(listed ? undefined : (value ?? undefined));
  const data = (names.data ?? []).map((organism) => ({ value: organism._id, label: organism.name }));
  if (!listed && value) data.push({ value, label: own.data?.name ?? (own.isError ? 'Organisme non visible' : 'Chargement…') });
  return (
    <Select
      label="Organisme"
      data={data}
      value={value}
      searchable
      clearable
      nothingFoundMessage="Aucun organisme"
      // Mantine keeps a closed list in the page, labelled like its field: unmounted, the label names one element only.
      comboboxProps={{ keepMounted: false }}
      {...props}
    />
  );
}
