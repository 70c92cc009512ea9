import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PenalContact } from '../../../api/penal';
import { ownClick } from '../../../components/rowActions';
import { formatDate, formatPersonName } from '../../../lib/format';

/** The contacts of an element or a follow-up, each a link to its page, or 'Aucun contact associé'. */
export function ContactLinks({ contacts }: { contacts: PenalContact[] }) {
  if (contacts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Aucun contact associé
      </Text>
    );
  return (
    <Stack gap={2}>
      {contacts.map((contact) => (
        <Anchor key={contact._id} component={Link} to={`/contact/${contact._id}`} size="sm" {...ownClick}>
          {formatPersonName(contact)}
          {contact.organism && ` (${contact.organism})`}
        </Anchor>
      ))}
    </Stack>
  );
}

/** A period 'du JJ/MM/AAAA au JJ/MM/AAAA'. */
export const periodText = (start: string | null | undefined, end: string | null | undefined) =>
  `du ${formatDate(start) || '???'} au ${formatDate(end) || '???'}`;
