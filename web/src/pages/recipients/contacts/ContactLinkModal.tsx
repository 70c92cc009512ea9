import { Group, Radio, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CONTACT_LINK_MESSAGES as M } from '@domain/contactLinks/rules';
import { frenchDay } from '@domain/shared/dates';
import { useContactLinkMutations, type ContactLinkRow } from '../../../api/contactLinks';
import { useOrganismNames } from '../../../api/organisms';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import { toastInvalid, toastSuccess } from '../../../lib/toasts';
import { useContactOptions } from '../housing/useHousingOptions';
import { withCurrent } from '../penal/usePenalOptions';
import { isOrganismTaken, noticeCreated, reportLinkNotSaved } from './contactLinkFeedback';
import { linkValues, newLinkValues, otherInput, refInput, useContactLinkForm, type ContactLinkFormValues } from './contactLinkForm';
import { FreeContactFields } from './FreeContactFields';

const LIST = { keepMounted: false };

interface Props {
  recipientId: string;
  /** The linked contact opened, or null for a new one. */
  link: ContactLinkRow | null;
  /** The contacts the file has already: offered no more. */
  linkedIds: string[];
  opened: boolean;
  onClose(): void;
}

/** The contacts of the address book to choose from; those the file has already are shown but not offered (but the opened one). */
function useContactChoices(link: ContactLinkRow | null, linkedIds: string[]) {
  const contacts = useContactOptions();
  return useMemo(() => {
    const options = contacts.map((option) => ({
      ...option,
      disabled: option.value !== link?.contact_id && linkedIds.includes(option.value),
    }));
    return withCurrent(options, { value: link?.contact_id, label: 'Contact non visible' });
  }, [contacts, link, linkedIds]);
}

/**
 * 'Contact' of a file: a contact chosen in the address book, or entered freely with its organism
 * (both then join the address book); opened on a linked contact, its own record is edited when the
 * reader may, else the link (its date, or another contact in its place).
 */
export function ContactLinkModal({ recipientId, link, linkedIds, opened, onClose }: Props) {
  const [loaded] = useState(() => (link ? linkValues(link) : newLinkValues(frenchDay(new Date()))));
  const organisms = useOrganismNames();
  const known = useMemo(() => organisms.data ?? [], [organisms.data]);
  const form = useContactLinkForm(loaded, known);
  const contacts = useContactChoices(link, linkedIds);
  const { link: create, update } = useContactLinkMutations();
  const freeAllowed = !link || (link.visible && link.abilities.edit_contact);

  const save = async (values: ContactLinkFormValues) => {
    try {
      if (!link) {
        const input = values.mode === 'base' ? { contact_ref: refInput(values) } : { contact_other: otherInput(values) };
        const { created } = await create.mutateAsync({ recipientId, input });
        toastSuccess(M.added);
        noticeCreated(created);
      } else {
        const edit =
          values.mode === 'base'
            ? { contact_ref: { origin: refInput(loaded), current: refInput(values) } }
            : { contact_other: { origin: otherInput(loaded), current: otherInput(values) } };
        await update.mutateAsync({ recipientId, contactId: link.contact_id, update: edit });
        toastSuccess(M.updated);
      }
      onClose();
    } catch (error) {
      // A name taken meanwhile: the list learns the organism holding it, which the form then offers.
      if (isOrganismTaken(error)) void organisms.refetch();
      reportLinkNotSaved(form, error, values.organism.name);
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(M.missingFields));

  return (
    <AppModal
      opened={opened}
      title={link ? 'Contact du dossier' : 'Nouveau contact du dossier'}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={create.isPending || update.isPending}
    >
      <Stack>
        <Radio.Group label="Origine du contact" {...form.getInputProps('mode')}>
          <Group mt="xs">
            <Radio value="base" label={link ? 'Contact de la base' : 'Choisir dans la base'} />
            <Radio value="free" label={link ? 'Fiche du contact' : 'Saisie libre'} disabled={!freeAllowed} />
          </Group>
        </Radio.Group>
        {form.values.mode === 'base' ? (
          <Select
            {...requiredLabel('Contact')}
            data={contacts}
            searchable
            nothingFoundMessage="Aucun contact"
            comboboxProps={LIST}
            {...form.getInputProps('contact_id')}
          />
        ) : (
          <FreeContactFields form={form} organisms={known} typedAllowed={!loaded.organism_id} />
        )}
        <DateField label="Date" description="Vide : aujourd'hui" {...form.getInputProps('date')} />
      </Stack>
    </AppModal>
  );
}
