import { Alert, Button, Group, Skeleton, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useMailMutations, useMailRedirection } from '../../../api/mails';
import { reportFailure } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';

type SetRedirection = ReturnType<typeof useMailMutations>['setRedirection'];

function RedirectionForm(props: { recipientId: string; stored: string | null; setRedirection: SetRedirection }) {
  const { recipientId, stored, setRedirection } = props;
  const [text, setText] = useState(stored ?? '');
  const redirection = text.trim() || null;
  const save = () =>
    setRedirection.mutate(
      { recipientId, redirection },
      {
        onSuccess: () => toastSuccess('Élément enregistré'),
        onError: (error) => reportFailure('Modifications non enregistrées', error),
      },
    );
  return (
    <Group align="flex-end">
      <TextInput
        label="Faire suivre le courrier"
        description="Adresse où faire suivre le courrier (l'en-tête du dossier l'affiche) ; vide : le courrier reste à l'antenne"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 240 }}
      />
      <Button
        variant="light"
        leftSection={<IconMailForward size={16} />}
        onClick={save}
        loading={setRedirection.isPending}
        disabled={redirection === (stored || null)}
      >
        Enregistrer
      </Button>
    </Group>
  );
}

/** The free-text mail redirection of the file (the header's badge 'Faire suivre le courrier à ...'). */
export function MailRedirectionField({ recipientId }: { recipientId: string }) {
  const stored = useMailRedirection(recipientId);
  // Held here, not in the form: the form is mounted again when the saved value comes back, and a mutation's
  // own callbacks (the toast) do not run once the component that called it is gone.
  const { setRedirection } = useMailMutations();
  if (stored.isLoading) return <Skeleton height={60} />;
  // Never an empty field over a redirection that could not be read: saving it would erase it.
  if (stored.isError) return <Alert color="red" title="Impossible de charger le renvoi du courrier." />;
  // Keyed on the stored value: once saved (or changed elsewhere and reloaded) the field starts from it.
  return <RedirectionForm key={stored.data ?? ''} recipientId={recipientId} stored={stored.data ?? null} setRedirection={setRedirection} />;
}
