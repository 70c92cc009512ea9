import { Anchor, Stack, Text } from '@mantine/core';
import type { AntennaFields } from '../../api/antennas';
import { formatPhone } from '../../lib/format';

/** What the antenna and head-office cards have in common: an address, two phones and an e-mail. */
export interface ContactDetails {
  address?: AntennaFields['address'] | null;
  tel?: string | null;
  tel2?: string | null;
  email?: string | null;
}

/** Address, phones and e-mail of an antenna or of the head office; empty lines are left out. */
export function ContactLines({ contact }: { contact: ContactDetails }) {
  const { address } = contact;
  const town = [address?.postal_code, address?.city].filter(Boolean).join(' ');
  const phones = [contact.tel, contact.tel2].filter((tel): tel is string => !!tel);
  return (
    <Stack gap={2}>
      {address?.street && <Text>{address.street}</Text>}
      {address?.street2 && <Text>{address.street2}</Text>}
      {town && <Text>{town}</Text>}
      {phones.map((tel, index) => (
        <Text key={tel}>
          {index === 0 ? 'Tél. : ' : 'Tél. 2 : '}
          <Anchor href={`tel:${tel.replace(/[\s.-]/g, '')}`}>{formatPhone(tel)}</Anchor>
        </Text>
      ))}
      {contact.email && (
        <Text>
          E-mail : <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
        </Text>
      )}
    </Stack>
  );
}
