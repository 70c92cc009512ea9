import { Button, Fieldset, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CONTACT_CIVILITIES } from '@domain/contacts/contacts';
import { choiceOptions, useChoices } from '../../../api/choices';
import { PhoneField } from '../../../components/PhoneField';
import { requiredLabel } from '../../../components/requiredLabel';
import { OrganismSelect } from '../../contacts/OrganismSelect';
import { ORGANISM_MESSAGES } from '@domain/organisms/organisms';
import { heldOrganism, type ContactLinkFormValues, type NamedOrganism } from './contactLinkForm';

const COLS = { base: 1, sm: 2, lg: 3 };
// A closed list is unmounted, so a label names one element only.
const LIST = { keepMounted: false };

type Form = UseFormReturnType<ContactLinkFormValues>;

/** The organism typed in: created with its domain and address; a name held already is said, and that organism offered. */
function TypedOrganism({ form, organisms }: { form: Form; organisms: readonly NamedOrganism[] }) {
  const domains = useChoices('organism_domain');
  const held = heldOrganism(form.values.organism.name, organisms);
  const chooseHeld = (organism: NamedOrganism) => {
    form.setFieldValue('organism_mode', 'chosen');
    form.setFieldValue('organism_id', organism._id);
    form.clearFieldError('organism.name');
  };
  return (
    <Stack>
      <SimpleGrid cols={COLS}>
        <TextInput
          {...requiredLabel("Nom de l'organisme")}
          {...form.getInputProps('organism.name')}
          error={held ? ORGANISM_MESSAGES.exists(held.name) : form.getInputProps('organism.name').error}
        />
        <Select
          {...requiredLabel('Domaine')}
          data={choiceOptions(domains.data)}
          searchable
          clearable
          nothingFoundMessage="Aucun domaine"
          comboboxProps={LIST}
          {...form.getInputProps('organism.domain_id')}
        />
        <TextInput label="Rue" {...form.getInputProps('organism.address.street')} />
        <TextInput label="Code postal" inputMode="numeric" {...form.getInputProps('organism.address.postal_code')} />
        <TextInput label="Ville" {...form.getInputProps('organism.address.city')} />
      </SimpleGrid>
      {held && (
        <Group>
          <Button variant="light" onClick={() => chooseHeld(held)}>
            Utiliser l'organisme existant « {held.name} »
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface Props {
  form: Form;
  /** The organisms the writer sees. */
  organisms: readonly NamedOrganism[];
  /** Whether an organism may be typed in: for a new contact, or one that has none (an organism's own record is edited on its page). */
  typedAllowed: boolean;
}

/** A contact entered freely (or the linked contact's own record): its fields, and its organism chosen in the base or typed in. */
export function FreeContactFields({ form, organisms, typedAllowed }: Props) {
  const fonctions = useChoices('contact_fonction');
  const input = (path: string) => form.getInputProps(path);
  return (
    <Stack>
      <Fieldset legend="Coordonnées du contact">
        <SimpleGrid cols={COLS}>
          <Select label="Civilité" data={[...CONTACT_CIVILITIES]} clearable comboboxProps={LIST} {...input('contact.civility')} />
          <TextInput {...requiredLabel('Prénom')} {...input('contact.surname')} />
          <TextInput {...requiredLabel('Nom')} {...input('contact.name')} />
          <Select
            label="Fonction"
            data={choiceOptions(fonctions.data)}
            searchable
            clearable
            nothingFoundMessage="Aucune fonction"
            comboboxProps={LIST}
            {...input('contact.fonction_id')}
          />
          <PhoneField {...requiredLabel('Téléphone')} {...input('contact.tel')} />
          <TextInput label="E-mail" type="email" {...input('contact.email')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Organisme du contact">
        <Stack>
          {typedAllowed && (
            <Radio.Group label="Origine de l'organisme" {...input('organism_mode')}>
              <Group mt="xs">
                <Radio value="chosen" label="Organisme de la base" />
                <Radio value="typed" label="Nouvel organisme" />
              </Group>
            </Radio.Group>
          )}
          {form.values.organism_mode === 'chosen' ? (
            <OrganismSelect {...input('organism_id')} value={form.values.organism_id} />
          ) : (
            <TypedOrganism form={form} organisms={organisms} />
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
