import { Anchor, Badge, Text } from '@mantine/core';

/**
 * An address that may wrap only between its parts, never inside one: after the @ and before each dot
 * (not at a hyphen, which would read as a hyphenation). A part longer than its cell widens the table,
 * which then scrolls.
 */
function breakableEmail(email: string) {
  return email.split(/(?<=@)|(?=\.)/).flatMap((part, index) => [
    ...(index === 0 ? [] : [<wbr key={`break-${index}`} />]),
    <span key={index} style={{ whiteSpace: 'nowrap' }}>
      {part}
    </span>,
  ]);
}

/** An e-mail address as a mailto link; the click writes the e-mail instead of opening the row. */
export function MailLink({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  return (
    <Anchor href={`mailto:${email}`} onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {breakableEmail(email)}
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
