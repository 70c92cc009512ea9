import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowBackUp, IconHistory } from '@tabler/icons-react';
import type { Actor } from '@domain/users/actor';
import { ApiError } from '../../../api/client';
import { useRecipient, type RecipientView } from '../../../api/recipients';
import { ItemLoading } from '../../../components/ItemStatus';
import { formatDate, formatDateTime } from '../../../lib/format';
import { reasonOf } from '../../../lib/saveFeedback';
import { recipientValues } from '../form/recipientForm';
import { RecipientFields } from '../form/RecipientFields';
import { useRecipientOptions, type RecipientOptions } from '../form/useRecipientOptions';

/** The civil fields of a past state, read only. */
function PastFields({ file, actor, options }: { file: RecipientView; actor: Actor; options: RecipientOptions }) {
  const form = useForm({ initialValues: recipientValues(file) });
  return (
    <Stack>
      {file.radiated && (
        <Badge color="red" size="lg">
          Radié le {formatDate(file.radiated_on)}
        </Badge>
      )}
      <RecipientFields form={form} actor={actor} options={options} mode="past" />
    </Stack>
  );
}

/** The file as it was at an instant, unmistakably marked as a past state, with the way back to the present. */
export function PastState({ id, asOf, actor, onClose }: { id: string; asOf: string; actor: Actor; onClose(): void }) {
  const past = useRecipient(id, asOf);
  const options = useRecipientOptions(actor);
  const when = formatDateTime(asOf);

  if (past.isError) {
    const message = reasonOf(past.error);
    if (!(past.error instanceof ApiError) || past.error.status !== 404)
      console.error("Chargement d'un état passé du dossier impossible", past.error);
    return (
      <Alert color="orange" title={`État du dossier au ${when}`} role="status">
        <Text size="sm">{message}</Text>
        <Button mt="sm" variant="default" leftSection={<IconArrowBackUp size={16} />} onClick={onClose}>
          Revenir au présent
        </Button>
      </Alert>
    );
  }

  return (
    <Paper
      withBorder
      p="md"
      style={{ borderColor: 'var(--mantine-color-orange-5)', borderStyle: 'dashed', borderWidth: 2 }}
      aria-label="État passé du dossier"
      component="section"
    >
      <Stack>
        <Alert color="orange" variant="filled" role="status" icon={<IconHistory />} title={`État du dossier au ${when} — lecture seule`}>
          <Group justify="space-between">
            <Text size="sm">Ce n'est pas l'état actuel : rien ne peut être modifié ici.</Text>
            <Button variant="white" color="orange" leftSection={<IconArrowBackUp size={16} />} onClick={onClose}>
              Revenir au présent
            </Button>
          </Group>
        </Alert>
        {past.data && !options.loading ? <PastFields key={asOf} file={past.data} actor={actor} options={options} /> : <ItemLoading />}
      </Stack>
    </Paper>
  );
}
