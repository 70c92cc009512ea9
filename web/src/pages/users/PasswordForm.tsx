import { Button, Fieldset, Group, PasswordInput, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validate } from '@domain/shared/validation';
import { passwordRules, USER_MESSAGES } from '@domain/users/rules';
import { ApiError } from '../../api/client';
import { useUserMutations } from '../../api/users';
import { showServerErrors, UNKNOWN_ERROR } from '../../lib/saveFeedback';
import { toastError, toastInvalid, toastSuccess } from '../../lib/toasts';
import { requiredLabel } from '../../components/requiredLabel';

const EMPTY = { old: '', new: '', newRepeated: '' };

/** 'Changer mon mot de passe': shown to the account owner only, on their own user page. */
export function PasswordForm({ userId }: { userId: string }) {
  const { changePassword } = useUserMutations();
  const form = useForm({ initialValues: EMPTY, validate: (values) => validate(passwordRules, values) });

  const submit = form.onSubmit(
    async (password) => {
      try {
        await changePassword.mutateAsync({ id: userId, password });
        form.reset();
        toastSuccess('Mot de passe enregistré');
      } catch (error) {
        console.error('Changement de mot de passe refusé', error);
        const shownBesideFields = showServerErrors(form, error);
        if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') toastError(USER_MESSAGES.wrongPassword);
        else if (error instanceof ApiError && error.status === 403) toastError(error.message);
        else if (!shownBesideFields) toastError(UNKNOWN_ERROR);
        toastError('Mot de passe non enregistré');
      }
    },
    () => toastInvalid(),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Changer mon mot de passe">
      <Fieldset legend="Changer mon mot de passe">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PasswordInput {...requiredLabel('Ancien mot de passe')} autoComplete="current-password" {...form.getInputProps('old')} />
          <PasswordInput {...requiredLabel('Nouveau mot de passe')} autoComplete="new-password" {...form.getInputProps('new')} />
          <PasswordInput
            {...requiredLabel('Répétez le nouveau mot de passe')}
            autoComplete="new-password"
            {...form.getInputProps('newRepeated')}
          />
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" loading={changePassword.isPending}>
            Changer le mot de passe
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
