import { Badge, Group, Stack, Title } from '@mantine/core';
import type { RecipientView } from '../../../api/recipients';

/** 'Dossier n°N' with the person's names, and what must be seen first: justice, mail forwarding, mail waiting, radiation. */
export function RecipientHeader({ file }: { file: RecipientView }) {
  const names = [file.surname, file.surname2, file.name.toUpperCase()].filter(Boolean).join(' ');
  return (
    <Stack gap="xs">
      <Title order={2}>
        Dossier n°{file.file_id} – {names}
      </Title>
      <Group gap="xs">
        {/* The server words the badge: the file's justice period, else the follow-up running today, else 'Pas de suivi en cours'. */}
        <Badge color={file.justice ? 'orange' : 'gray'} variant="light" tt="none" size="lg">
          {file.justice_badge}
        </Badge>
        {file.mail_redirection && (
          <Badge color="blue" variant="light" tt="none" size="lg">
            Faire suivre le courrier à {file.mail_redirection}
          </Badge>
        )}
        {file.pending_mails > 0 && (
          <Badge color="yellow" variant="filled" tt="none" size="lg">
            {file.pending_mails} courrier{file.pending_mails > 1 ? 's' : ''} en attente
          </Badge>
        )}
        {file.radiated && (
          <Badge color="red" size="lg">
            Radié
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
