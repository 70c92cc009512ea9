import { Checkbox, Fieldset, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CONTACT_CIVILITIES } from '@domain/contacts/contacts';
import type { Actor } from '@domain/users/actor';
import { useChoices, type ChoiceType } from '../../api/choices';
import { PhoneField } from '../../components/PhoneField';
import { VisibilityField } from '../organisms/VisibilityField';
import { requiredLabel } from '../../components/requiredLabel';
import type { ContactFormValues } from './contactForm';
import { OrganismSelect } from './OrganismSelect';

const COLS = { base: 1, sm: 2, lg: 3 };
// Mantine keeps a closed list in the page, labelled like its field: unmounted, the label names one element only.
const LIST = { keepMounted: false };

/** The options of a reference list. */
function useChoiceOptions(type: ChoiceType) {
  const choices = useChoices(type);
  return (choices.data ?? []).map((choice) => ({ value: choice._id, label: choice.label }));
}

/** Every field of the contact; all disabled for a user who may not edit it. */
export function ContactFields({ form, actor, disabled }: { form: UseFormReturnType<ContactFormValues>; actor: Actor; disabled: boolean }) {
  const fonctions = useChoiceOptions('contact_fonction');
  const statuses = useChoiceOptions('contact_status');
  const input = (path: keyof ContactFormValues) => ({ ...form.getInputProps(path), disabled });
  const flag = (path: 'archived' | 'etiquette') => ({ ...form.getInputProps(path, { type: 'checkbox' }), disabled });

  return (
    <>
      <Fieldset legend="Identité">
        <SimpleGrid cols={COLS}>
          <Select label="Civilité" data={[...CONTACT_CIVILITIES]} clearable comboboxProps={LIST} {...input('civility')} />
          <TextInput {...requiredLabel('Prénom')} {...input('surname')} />
          <TextInput {...requiredLabel('Nom')} {...input('name')} />
          <OrganismSelect {...input('organism_id')} value={form.values.organism_id} />
          <Select
            label="Fonction"
            data={fonctions}
            searchable
            clearable
            nothingFoundMessage="Aucune fonction"
            comboboxProps={LIST}
            {...input('fonction_id')}
          />
          <Select
            label="Statut"
            data={statuses}
            searchable
            clearable
            nothingFoundMessage="Aucun statut"
            comboboxProps={LIST}
            {...input('status_id')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Coordonnées">
        <SimpleGrid cols={COLS}>
          <PhoneField {...requiredLabel('Téléphone')} {...input('tel')} />
          <PhoneField label="Portable" {...input('mobile')} />
          <TextInput label="E-mail" type="email" {...input('email')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Suivi">
        <SimpleGrid cols={COLS}>
          <VisibilityField actor={actor} {...input('visibility')} value={form.values.visibility} />
        </SimpleGrid>
        <Group gap="xl" mt="md">
          <Checkbox label="Archivé" {...flag('archived')} />
          <Checkbox label="Étiquette" {...flag('etiquette')} />
        </Group>
        <Textarea label="Remarque" autosize minRows={3} mt="md" {...input('remarque')} />
      </Fieldset>
    </>
  );
}
