import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { validate } from '@domain/shared/validation';
import type { Actor } from '@domain/users/actor';
import type { ActorAbilities } from '@domain/users/actorAbilities';
import { newUserRules, userRules, USER_MESSAGES } from '@domain/users/rules';
import { useUserMutations, type OpenedUser, type PublicUser } from '../../api/users';
import { AppModal } from '../../components/AppModal';
import { formatPersonName } from '../../lib/format';
import { toastInvalid, toastSuccess } from '../../lib/toasts';
import { useAntennaNames } from '../../components/antennaChoices';
import { AccessFields, PersonFields } from './UserFields';
import { reportCreateFailure, reportDeleteFailure, reportUpdateFailure } from './userSaveErrors';
import { differs, newUserValues, toCurrent, toFormValues, toNewUser, type UserFormValues } from './userFormValues';

/** The user form: creation when `user` is absent, otherwise the edit of that user as loaded. */
export function UserForm({ actor, abilities, user }: { actor: Actor; abilities: ActorAbilities; user?: OpenedUser }) {
  const isNew = !user;
  const navigate = useNavigate();
  const { create, update, remove } = useUserMutations();
  const { names } = useAntennaNames();
  // The user as the server last had it: the origin of the next update, and the form's baseline.
  const [origin, setOrigin] = useState<PublicUser | undefined>(user);
  const [baseline, setBaseline] = useState<UserFormValues>(() =>
    user ? toFormValues(user) : newUserValues(actor, abilities.default_rights),
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<UserFormValues>({
    initialValues: baseline,
    validate: (values) => validate(isNew ? newUserRules : userRules, values),
  });
  const dirty = differs(form.values, baseline);
  // A user ranked above the reader is shown, never saved nor deleted: the server says so in `abilities.edit`.
  const readOnly = !isNew && !user.abilities.edit;
  const saving = create.isPending || update.isPending;

  const save = async (values: UserFormValues) => {
    if (!origin) {
      try {
        const id = await create.mutateAsync(toNewUser(values, abilities.default_rights));
        toastSuccess('Utilisateur enregistré');
        await navigate(`/user/${id}`);
      } catch (error) {
        reportCreateFailure(form, error);
      }
      return;
    }
    const current = toCurrent(origin, values);
    try {
      await update.mutateAsync({ id: origin._id, origin, current });
      setOrigin(current);
      setBaseline(values);
      form.resetDirty(values);
      toastSuccess('Utilisateur modifié');
    } catch (error) {
      reportUpdateFailure(form, error);
    }
  };

  const submit = form.onSubmit(save, () => toastInvalid());

  const confirmRemoval = async () => {
    if (!user) return;
    try {
      await remove.mutateAsync(user._id);
      setConfirmDelete(false);
      toastSuccess('Utilisateur supprimé');
      await navigate('/users');
    } catch (error) {
      setConfirmDelete(false);
      reportDeleteFailure(error);
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          // An edit without change is not sent at all: nothing to record, nothing to refuse.
          if (!isNew && !dirty) {
            event.preventDefault();
            return;
          }
          submit(event);
        }}
      >
        <Stack>
          {readOnly && (
            <Alert color="orange" title="Lecture seule" data-testid="user-read-only">
              {USER_MESSAGES.superior}
            </Alert>
          )}
          <Fieldset variant="unstyled" disabled={readOnly}>
            <Stack>
              <PersonFields form={form} />
              <AccessFields
                form={form}
                actor={actor}
                abilities={abilities}
                isNew={isNew}
                locked={readOnly || (!isNew && !user.abilities.edit_access)}
                baselineRights={baseline.rights}
                antennaNames={names}
              />
            </Stack>
          </Fieldset>
          {!readOnly && (
            <Group justify="space-between">
              <Button type="submit" variant={dirty ? 'filled' : 'default'} loading={saving}>
                Enregistrer
              </Button>
              {user?.abilities.delete && (
                <Button color="red" onClick={() => setConfirmDelete(true)}>
                  Supprimer
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </form>
      {user && (
        <AppModal
          opened={confirmDelete}
          title="Supprimer l'accueillant"
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => void confirmRemoval()}
          loading={remove.isPending}
        >
          <Text>Supprimer définitivement l'accueillant {formatPersonName(user)} ? Cette action est irréversible.</Text>
        </AppModal>
      )}
    </>
  );
}
