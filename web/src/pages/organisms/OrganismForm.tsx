import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHARED_MESSAGES } from '@domain/organisms/sharedItems';
import type { Actor } from '@domain/users/actor';
import { useAddressBookMutations, type OpenedOrganism } from '../../api/organisms';
import { toastInvalid, toastSuccess } from '../../lib/toasts';
import { SaveButton } from '../../components/SaveButton';
import { currentOrganism, organismFromValues, organismValues, useOrganismForm, type OrganismFormValues } from './organismForm';
import { OrganismFields } from './OrganismFields';
import { reportOrganismNotSaved } from './saveFeedback';
import { newItemVisibility } from './visibility';

/** The organism form: creation when `organism` is absent, otherwise the edit of the organism as loaded. */
export function OrganismForm({ actor, organism }: { actor: Actor; organism?: OpenedOrganism }) {
  const navigate = useNavigate();
  const { createOrganism, updateOrganism } = useAddressBookMutations();
  // Anyone may create an organism; an existing one is edited by organism managers or its own antenna.
  const editable = !organism || organism.abilities.edit;
  const form = useOrganismForm(organism ? organismValues(organism) : { ...organismValues({}), visibility: newItemVisibility(actor) });
  const { setInitialValues, reset } = form;

  // The stored organism is shown again once reloaded after a save. React Query keeps the same object
  // while the data is unchanged, so a refresh caused by another save does not wipe edits in progress.
  useEffect(() => {
    if (!organism) return;
    setInitialValues(organismValues(organism));
    reset();
  }, [organism, setInitialValues, reset]);

  const save = async (values: OrganismFormValues) => {
    try {
      if (!organism) {
        const id = await createOrganism.mutateAsync(organismFromValues(values));
        toastSuccess('Organisme enregistré');
        await navigate(`/organism/${id}`);
        return;
      }
      await updateOrganism.mutateAsync({ origin: organism, current: currentOrganism(organism, values) });
      form.resetDirty(values);
      toastSuccess('Organisme enregistré');
    } catch (error) {
      reportOrganismNotSaved(form, error, values.name.trim());
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(SHARED_MESSAGES.missingFields));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // An edit without change is not sent at all: nothing to record, nothing to refuse.
        if ((organism && !form.isDirty()) || !editable) {
          event.preventDefault();
          return;
        }
        submit(event);
      }}
    >
      <Stack>
        <OrganismFields form={form} actor={actor} disabled={!editable} />
        {editable && <SaveButton dirty={form.isDirty()} loading={createOrganism.isPending || updateOrganism.isPending} />}
      </Stack>
    </form>
  );
}
