import { Title } from '@mantine/core';

/** Placeholder replaced by the real screen. */
export default function ContactPage() {
  return <Title order={2}>ContactPage</Title>;
}
