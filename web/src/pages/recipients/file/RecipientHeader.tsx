import { Badge, Group, Stack, Title } from '@mantine/core';
import type { RecipientView } from '../../../api/recipients';
import { formatDate } from '../../../lib/format';

/** The justice period as the header tells it, with the organism that follows it; a date not known yet reads '???'. */
export function justiceText(file: Pick<RecipientView, 'justice_start_date' | 'justice_end_date' | 'justice_organism'>): string | null {
  if (!file.justice_start_date && !file.justice_end_date) return null;
  const day = (value: string | null) => (value ? formatDate(value) : '???');
  const organism = file.justice_organism ? ` (${file.justice_organism})` : '';
  return `Sous main de justice du : ${day(file.justice_start_date)} au ${day(file.justice_end_date)}${organism}`;
}

/** 'Dossier n°N' with the person's names, and what must be seen first: justice, mail forwarding, mail waiting, radiation. */
export function RecipientHeader({ file }: { file: RecipientView }) {
  const justice = justiceText(file);
  const names = [file.surname, file.surname2, file.name.toUpperCase()].filter(Boolean).join(' ');
  return (
    <Stack gap="xs">
      <Title order={2}>
        Dossier n°{file.file_id} – {names}
      </Title>
      <Group gap="xs">
        <Badge color={justice ? 'orange' : 'gray'} variant="light" tt="none" size="lg">
          {justice ?? 'Pas de suivi en cours'}
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
