import { Anchor, Badge, Text } from '@mantine/core';

/**
 * An e-mail address as a mailto link; the click writes the e-mail instead of opening the row. An
 * address has no space to wrap at: without a break anywhere it would widen the table past the screen.
 */
export function MailLink({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  return (
    <Anchor
      href={`mailto:${email}`}
      style={{ overflowWrap: 'anywhere' }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {email}
    </Anchor>
  );
}

/** The yellow 'Archivé' badge; nothing for an item in use. */
export function ArchivedBadge({ archived }: { archived: boolean | undefined }) {
  return archived ? (
    <Badge color="yellow" variant="light">
      Archivé
    </Badge>
  ) : null;
}

/** 'Visible par': the antenna's name, or 'Tous' in green for an item every antenna sees (antenna_id null). */
export function VisibleBy({ antennaId, name }: { antennaId: string | null | undefined; name: string | null }) {
  return antennaId ? (
    <Text size="sm">{name ?? 'Antenne inconnue'}</Text>
  ) : (
    <Text size="sm" c="green.8" fw={500}>
      Tous
    </Text>
  );
}
