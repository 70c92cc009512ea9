import { Title } from '@mantine/core';

/** Placeholder replaced by the real screen. */
export default function ContactsPage() {
  return <Title order={2}>ContactsPage</Title>;
}
