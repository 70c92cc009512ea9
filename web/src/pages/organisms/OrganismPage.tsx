import { Title } from '@mantine/core';

/** Placeholder replaced by the real screen. */
export default function OrganismPage() {
  return <Title order={2}>OrganismPage</Title>;
}
