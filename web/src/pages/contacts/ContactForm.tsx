import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHARED_MESSAGES } from '@domain/organisms/sharedItems';
import type { Actor } from '@domain/users/actor';
import { useAddressBookMutations, type OpenedContact, type OpenedOrganism } from '../../api/organisms';
import { toastInvalid, toastSuccess } from '../../lib/toasts';
import { SaveButton } from '../../components/SaveButton';
import { reportNotSaved } from '../../lib/saveFeedback';
import {
  contactFromValues,
  contactValues,
  currentContact,
  newContactVisibility,
  useContactForm,
  type ContactFormValues,
} from './contactForm';
import { ContactFields } from './ContactFields';

interface Props {
  actor: Actor;
  /** The contact as loaded; absent in creation. */
  contact?: OpenedContact;
  /** In creation from an organism: the contact is tied to it, and visible where it is. */
  organismId?: string | null;
  organism?: OpenedOrganism;
}

/** The contact form: creation (maybe tied to an organism already) when `contact` is absent, otherwise the edit of the contact as loaded. */
export function ContactForm({ actor, contact, organismId = null, organism }: Props) {
  const navigate = useNavigate();
  const { createContact, updateContact } = useAddressBookMutations();
  // Anyone may create a contact; an existing one is edited by organism managers or its own antenna.
  const editable = !contact || contact.abilities.edit;
  const form = useContactForm(
    contact ? contactValues(contact) : { ...contactValues({ organism_id: organismId }), visibility: newContactVisibility(actor, organism) },
  );
  const { setInitialValues, reset } = form;

  // The stored contact is shown again once reloaded after a save. React Query keeps the same object
  // while the data is unchanged, so a refresh caused by another save does not wipe edits in progress.
  useEffect(() => {
    if (!contact) return;
    setInitialValues(contactValues(contact));
    reset();
  }, [contact, setInitialValues, reset]);

  const save = async (values: ContactFormValues) => {
    try {
      if (!contact) {
        const id = await createContact.mutateAsync(contactFromValues(values));
        toastSuccess('Contact enregistré');
        await navigate(`/contact/${id}`);
        return;
      }
      await updateContact.mutateAsync({ origin: contact, current: currentContact(contact, values) });
      form.resetDirty(values);
      toastSuccess('Contact enregistré');
    } catch (error) {
      reportNotSaved(form, error, 'Contact non enregistré');
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(SHARED_MESSAGES.missingFields));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // An edit without change is not sent at all: nothing to record, nothing to refuse.
        if ((contact && !form.isDirty()) || !editable) {
          event.preventDefault();
          return;
        }
        submit(event);
      }}
    >
      <Stack>
        <ContactFields form={form} actor={actor} disabled={!editable} />
        {editable && <SaveButton dirty={form.isDirty()} loading={createContact.isPending || updateContact.isPending} />}
      </Stack>
    </form>
  );
}
