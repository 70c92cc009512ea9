import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { HELP_CATEGORIES } from '@domain/helps/fields';
import { HELP_MESSAGES } from '@domain/helps/rules';
import { useHelpMutations, type HelpView } from '../../api/helps';
import { requiredLabel } from '../../components/requiredLabel';
import { SaveButton } from '../../components/SaveButton';
import { reportNotSaved } from '../../lib/saveFeedback';
import { toastInvalid, toastSuccess } from '../../lib/toasts';
import { currentHelp, helpFromValues, helpValues, useHelpForm, type HelpFormValues } from './helpForm';
import { useHelpDeletion } from './useHelpDeletion';

const NOT_SAVED = 'Aide non enregistrée';
// Mantine keeps a closed list in the page, labelled like its field: unmounted, the label names one element only.
const LIST = { keepMounted: false };

/**
 * The aid form: creation when `help` is absent (the page lets only managers in), otherwise the aid as
 * loaded, read-only unless its abilities allow the edit; 'Supprimer' while no meeting handed it out.
 */
export function HelpForm({ help }: { help?: HelpView }) {
  const navigate = useNavigate();
  const { create, update } = useHelpMutations();
  const deletion = useHelpDeletion();
  const editable = !help || help.abilities.edit;
  const form = useHelpForm(helpValues(help));
  const { setInitialValues, reset } = form;

  // The stored aid is shown again once reloaded after a save. React Query keeps the same object while
  // the data is unchanged, so a refresh caused by another write does not wipe edits in progress.
  useEffect(() => {
    if (!help) return;
    setInitialValues(helpValues(help));
    reset();
  }, [help, setInitialValues, reset]);

  const save = async (values: HelpFormValues) => {
    try {
      if (!help) {
        const id = await create.mutateAsync(helpFromValues(values));
        toastSuccess(HELP_MESSAGES.created);
        await navigate(`/help/${id}`);
        return;
      }
      const current = currentHelp(help, values);
      // Typed differently but equal ('3,5' for 3.50): nothing to record.
      if (!current) return;
      await update.mutateAsync({ origin: help, current });
      form.resetDirty(values);
      toastSuccess(HELP_MESSAGES.updated);
    } catch (error) {
      reportNotSaved(form, error, NOT_SAVED);
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(HELP_MESSAGES.missingFields));
  const input = (path: keyof HelpFormValues) => ({ ...form.getInputProps(path), disabled: !editable });

  return (
    <form
      noValidate
      aria-label="Fiche de l'aide"
      onSubmit={(event) => {
        // Without the right there is no button; an edit without change is not sent at all.
        if (!editable || (help && !form.isDirty())) {
          event.preventDefault();
          return;
        }
        submit(event);
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...requiredLabel('Libellé')} {...input('label')} />
          <Select label="Catégorie" data={[...HELP_CATEGORIES]} allowDeselect={false} comboboxProps={LIST} {...input('category')} />
          <TextInput
            label="Prix unitaire"
            description="En euros (3,50) ; vide : saisi à chaque entretien"
            inputMode="decimal"
            {...input('price')}
          />
          <TextInput label="Stock" description="Unités disponibles ; vide : stock non suivi" inputMode="numeric" {...input('stock')} />
        </SimpleGrid>
        <Checkbox
          label="Archivée"
          description="Une aide archivée n'est plus proposée dans les entretiens"
          {...form.getInputProps('archived', { type: 'checkbox' })}
          disabled={!editable}
        />
        {help && editable && !help.abilities.delete && (
          <Text size="sm" c="dimmed">
            {HELP_MESSAGES.inUse}
          </Text>
        )}
        {editable && (
          <Group justify="space-between" align="flex-end">
            {help?.abilities.delete ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                loading={deletion.deleting === help._id}
                onClick={() => deletion.ask(help, () => navigate('/helps', { flushSync: true }))}
              >
                Supprimer
              </Button>
            ) : (
              <span />
            )}
            <SaveButton dirty={form.isDirty()} loading={create.isPending || update.isPending} />
          </Group>
        )}
      </Stack>
    </form>
  );
}
