import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { validate, type FieldErrors } from '@domain/shared/validation';
import { loginRules } from '@domain/users/rules';
import { signIn } from '../../api/auth';
import { ApiError } from '../../api/client';
import { useSession } from '../../auth/session';
import { documentTitle } from '../../layout/documentTitle';
import { toastError, TOAST_MS } from '../../lib/toasts';

/** /auth/login: identifier, password, 'Connexion'; back to where the user was going. */
function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { startSession } = useSession();
  const [submitting, setSubmitting] = useState(false);
  // Two fields need no form library: the sign-in page loads as little as it can.
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: 'username' | 'password') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...others }) => others);
    },
  });
  const reason = params.get('reason');
  // The sign-in page is outside the shell, which titles the other screens.
  useEffect(() => {
    document.title = documentTitle('Connexion');
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(loginRules, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { username, password } = values;
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
  };

  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w={380} radius="md">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Title order={2} ta="center">
              Passerelles
            </Title>
            {reason && (
              <Alert color="orange" title="Session terminée">
                {reason}
              </Alert>
            )}
            <TextInput label="Identifiant" autoComplete="username" autoFocus withAsterisk {...field('username')} />
            <PasswordInput label="Mot de passe" autoComplete="current-password" withAsterisk {...field('password')} />
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
