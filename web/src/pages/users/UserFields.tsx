import { Checkbox, Fieldset, Group, NumberInput, PasswordInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Actor } from '@domain/users/actor';
import { HABILITATION_LABELS, NEW_ACCOUNT_RIGHTS, type Habilitation, type Right } from '@domain/users/habilitations';
import type { ActorAbilities } from '@domain/users/actorAbilities';
import { DateField } from '../../components/DateField';
import { antennaOptions } from '../../components/antennaChoices';
import { RightsField } from './RightsField';
import { PhoneField } from '../../components/PhoneField';
import { requiredLabel } from '../../components/requiredLabel';
import { sameRights, type UserFormValues } from './userFormValues';

type Form = UseFormReturnType<UserFormValues>;

const GENDERS = ['Homme', 'Femme'];
const COTISATIONS = ['Réglée', 'Expempté', 'Non réglée'];
const COLS = { base: 1, sm: 2, lg: 3 };
// Mantine keeps a closed list in the page, labelled like its field: unmounted, the label names one element only.
const LIST = { keepMounted: false };

/** What the fields need besides the form: who edits, which mode, and what they may not change. */
export interface UserFieldsProps {
  form: Form;
  actor: Actor;
  /** What the person filling the form may give, as the server judged it. */
  abilities: ActorAbilities;
  isNew: boolean;
  /** Habilitation, rights, status and antenna are out of reach (oneself, or no user_management). */
  locked: boolean;
  /** Rights the user had when the form opened. */
  baselineRights: readonly Right[];
  antennaNames: Map<string, string>;
}

/** Identity, contact and activity of the user. */
export function PersonFields({ form }: { form: Form }) {
  return (
    <>
      <Fieldset legend="Identité">
        <SimpleGrid cols={COLS}>
          <TextInput {...requiredLabel('Prénom')} {...form.getInputProps('surname')} />
          <TextInput {...requiredLabel('Nom')} {...form.getInputProps('name')} />
          <TextInput label="Initiales" {...form.getInputProps('initials')} />
          <Select label="Genre" data={GENDERS} clearable comboboxProps={LIST} {...form.getInputProps('gender')} />
          <DateField label="Date de naissance" {...form.getInputProps('birth_date')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Coordonnées">
        <SimpleGrid cols={COLS}>
          <PhoneField label="Téléphone" {...form.getInputProps('tel')} />
          <PhoneField label="Téléphone 2" {...form.getInputProps('tel2')} />
          <TextInput label="E-mail (association)" type="email" {...form.getInputProps('email')} />
          <TextInput label="E-mail personnel" type="email" {...form.getInputProps('email2')} />
          <TextInput label="Adresse" {...form.getInputProps('address_street')} />
          <TextInput label="Code postal" {...form.getInputProps('address_postal_code')} />
          <TextInput label="Ville" {...form.getInputProps('address_city')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Activité">
        <SimpleGrid cols={COLS}>
          <TextInput label="Rôle" {...form.getInputProps('role')} />
          <TextInput label="Précision du rôle" {...form.getInputProps('role_spec')} />
          <Select label="Cotisation" data={COTISATIONS} clearable comboboxProps={LIST} {...form.getInputProps('cotisation')} />
          <DateField {...requiredLabel("Début d'activité")} {...form.getInputProps('activity.start_date')} />
          <DateField label="Fin d'activité" {...form.getInputProps('activity.end_date')} />
          <NumberInput
            label="Temps d'activité (heures par semaine)"
            min={0}
            max={168}
            allowNegative={false}
            {...form.getInputProps('activity_time')}
          />
        </SimpleGrid>
        <Group mt="md" gap="xl">
          <Checkbox label="Procuration" {...form.getInputProps('procuration', { type: 'checkbox' })} />
          <Checkbox label="Délégation" {...form.getInputProps('delegation', { type: 'checkbox' })} />
          <Checkbox label="Convention signée" {...form.getInputProps('convention', { type: 'checkbox' })} />
          <Checkbox label="Copie de la pièce d'identité" {...form.getInputProps('cni', { type: 'checkbox' })} />
        </Group>
        <Textarea label="Commentaire" autosize minRows={3} mt="md" {...form.getInputProps('comment')} />
      </Fieldset>
    </>
  );
}

/** Habilitation, antenna, status and rights, within the actor's reach; login and password on creation. */
export function AccessFields({ form, actor, abilities, isNew, locked, baselineRights, antennaNames }: UserFieldsProps) {
  const { values } = form;
  // The user's own habilitation stays listed even when it is beyond what the actor may give.
  const grantable = abilities.grantable_habilitations;
  const habilitations = grantable.includes(values.habilitation) ? grantable : [values.habilitation, ...grantable];

  // On creation the rights follow the habilitation's usual profile until someone changes them.
  const changeHabilitation = (habilitation: Habilitation | null) => {
    if (!habilitation) return;
    if (isNew && sameRights(values.rights, abilities.default_rights[values.habilitation]))
      form.setFieldValue('rights', [...abilities.default_rights[habilitation]]);
    form.setFieldValue('habilitation', habilitation);
  };

  return (
    <Fieldset legend="Habilitation et droits">
      <SimpleGrid cols={COLS}>
        <Select<Habilitation>
          {...requiredLabel('Habilitation')}
          allowDeselect={false}
          comboboxProps={LIST}
          disabled={locked}
          data={habilitations.map((h) => ({ value: h, label: HABILITATION_LABELS[h] }))}
          {...form.getInputProps('habilitation')}
          onChange={changeHabilitation}
        />
        <Select
          label="Antenne"
          allowDeselect={false}
          comboboxProps={LIST}
          disabled={locked}
          data={antennaOptions({ any: abilities.choose_any_antenna, own: actor.antenna_id }, antennaNames, values.antenna_id)}
          {...form.getInputProps('antenna_id')}
        />
        {isNew ? (
          <>
            <TextInput {...requiredLabel('Login')} autoComplete="off" {...form.getInputProps('login')} />
            <PasswordInput {...requiredLabel('Mot de passe')} autoComplete="new-password" {...form.getInputProps('password')} />
          </>
        ) : (
          <TextInput label="Login" readOnly variant="filled" value={values.login} />
        )}
      </SimpleGrid>
      <Checkbox label="Actif" mt="md" disabled={locked} {...form.getInputProps('actif', { type: 'checkbox' })} />
      <RightsField
        abilities={abilities}
        value={values.rights}
        baseline={isNew ? NEW_ACCOUNT_RIGHTS : baselineRights}
        disabled={locked}
        onChange={(rights) => form.setFieldValue('rights', rights)}
        error={typeof form.errors.rights === 'string' ? form.errors.rights : undefined}
      />
    </Fieldset>
  );
}
