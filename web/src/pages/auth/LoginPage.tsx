import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { validate } from '@domain/shared/validation';
import { loginRules } from '@domain/users/rules';
import { signIn } from '../../api/auth';
import { ApiError } from '../../api/client';
import { useSession } from '../../auth/session';
import { documentTitle } from '../../layout/pageTitle';
import { toastError, TOAST_MS } from '../../lib/toasts';

/** /auth/login: identifier, password, 'Connexion'; back to where the user was going. */
function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { startSession } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({ initialValues: { username: '', password: '' }, validate: (values) => validate(loginRules, values) });
  const reason = params.get('reason');
  // The sign-in page is outside the shell, which titles the other screens.
  useEffect(() => {
    document.title = documentTitle('Connexion');
  }, []);

  const submit = form.onSubmit(async ({ username, password }) => {
    setSubmitting(true);
    try {
      const { token } = await signIn(username, password);
      startSession(token);
      void navigate(params.get('redirect') ?? '/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TOO_MANY_ATTEMPTS')
        toastError(error.message, { title: 'Impossible de se connecter', ms: TOAST_MS.login });
      else
        toastError('Vérifiez login et mot de passe ou contacter un administrateur', {
          title: 'Impossible de se connecter',
          ms: TOAST_MS.login,
        });
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w={380} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2} ta="center">
              Passerelles
            </Title>
            {reason && (
              <Alert color="orange" title="Session terminée">
                {reason}
              </Alert>
            )}
            <TextInput label="Identifiant" autoComplete="username" autoFocus withAsterisk {...form.getInputProps('username')} />
            <PasswordInput label="Mot de passe" autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
            <Button type="submit" loading={submitting} fullWidth>
              Connexion
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

export default LoginPage;
