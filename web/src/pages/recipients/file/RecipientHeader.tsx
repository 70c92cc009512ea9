import { Badge, Group, Stack, Title, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RecipientView } from '../../../api/recipients';

// A fact of the header reads whole: on a phone its words wrap onto a second line (in a rounded box rather
// than a pill) instead of being cut short ('Sous main de justice du : 10/01/2…').
const WRAPPING: BadgeProps['styles'] = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', lineHeight: 1.4, paddingBlock: 3 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
};

/** One fact of the header, as a large badge that wraps. */
function Fact({ color, variant = 'light', children }: { color: string; variant?: 'light' | 'filled'; children: ReactNode }) {
  return (
    <Badge color={color} variant={variant} tt="none" size="lg" radius="md" styles={WRAPPING}>
      {children}
    </Badge>
  );
}

/** 'Dossier n°N' with the person's names, and what must be seen first: justice, mail forwarding, mail waiting, radiation. */
export function RecipientHeader({ file }: { file: RecipientView }) {
  const names = [file.surname, file.surname2, file.name.toUpperCase()].filter(Boolean).join(' ');
  return (
    <Stack gap="xs">
      {/* A long name without spaces breaks rather than widening the page past a phone's screen. */}
      <Title order={2} style={{ overflowWrap: 'anywhere' }}>
        Dossier n°{file.file_id} – {names}
      </Title>
      <Group gap="xs">
        {/* The server words the badge: the file's justice period, else the follow-up running today, else 'Pas de suivi en cours'. */}
        <Fact color={file.justice ? 'orange' : 'gray'}>{file.justice_badge}</Fact>
        {file.mail_redirection && <Fact color="blue">Faire suivre le courrier à {file.mail_redirection}</Fact>}
        {file.pending_mails > 0 && (
          <Fact color="yellow" variant="filled">
            {file.pending_mails} courrier{file.pending_mails > 1 ? 's' : ''} en attente
          </Fact>
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
