import { ActionIcon, Anchor, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode, SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PenalContact } from '../../../api/penal';
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

/** An icon button of a row, named by its tooltip. */
export function RowAction({ label, icon, onClick, color }: { label: string; icon: ReactNode; onClick(): void; color?: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The row opens its record; the buttons and links in it do only their own thing. */
export const ownClick = {
  onClick: (event: SyntheticEvent) => event.stopPropagation(),
  onKeyDown: (event: SyntheticEvent) => event.stopPropagation(),
};
