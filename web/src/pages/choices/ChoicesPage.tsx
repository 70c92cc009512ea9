import { Title } from '@mantine/core';

/** Placeholder replaced by the real screen. */
export default function ChoicesPage() {
  return <Title order={2}>ChoicesPage</Title>;
}
