import { Checkbox, Fieldset, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Actor } from '@domain/users/actor';
import { useChoices } from '../../api/choices';
import { PhoneField } from '../../components/PhoneField';
import { requiredLabel } from '../../components/requiredLabel';
import type { OrganismFormValues } from './organismForm';
import { VisibilityField } from './VisibilityField';

const COLS = { base: 1, sm: 2, lg: 3 };

/** Every field of the organism; all disabled for a user who may not edit it. */
export function OrganismFields({
  form,
  actor,
  disabled,
}: {
  form: UseFormReturnType<OrganismFormValues>;
  actor: Actor;
  disabled: boolean;
}) {
  const domains = useChoices('organism_domain');
  const input = (path: keyof OrganismFormValues | `address.${keyof OrganismFormValues['address']}`) => ({
    ...form.getInputProps(path),
    disabled,
  });
  const flag = (path: 'archived' | 'source' | 'destination') => ({ ...form.getInputProps(path, { type: 'checkbox' }), disabled });

  return (
    <>
      <Fieldset legend="Organisme">
        <SimpleGrid cols={COLS}>
          <TextInput {...requiredLabel('Nom')} {...input('name')} />
          <Select
            {...requiredLabel('Domaine')}
            data={(domains.data ?? []).map((domain) => ({ value: domain._id, label: domain.label }))}
            searchable
            nothingFoundMessage="Aucun domaine"
            // Mantine keeps a closed list in the page, labelled like its field: unmounted, the label names one element only.
            comboboxProps={{ keepMounted: false }}
            {...input('domain_id')}
          />
          <VisibilityField actor={actor} {...input('visibility')} value={form.values.visibility} />
        </SimpleGrid>
        <Textarea label="Objet" autosize minRows={2} mt="md" {...input('objet')} />
      </Fieldset>
      <Fieldset legend="Coordonnées">
        <SimpleGrid cols={COLS}>
          <TextInput label="Adresse" {...input('address.street')} />
          <TextInput label="Code postal" {...input('address.postal_code')} />
          <TextInput label="Ville" {...input('address.city')} />
          <PhoneField label="Téléphone" {...input('tel')} />
          <PhoneField label="Fax" {...input('fax')} />
          <TextInput label="E-mail" type="email" {...input('email')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Suivi">
        <Group gap="xl">
          <Checkbox label="Archivé" {...flag('archived')} />
          <Checkbox label="Source" {...flag('source')} />
          <Checkbox label="Destination" {...flag('destination')} />
        </Group>
        <Textarea label="Remarque" autosize minRows={3} mt="md" {...input('remarque')} />
      </Fieldset>
    </>
  );
}
