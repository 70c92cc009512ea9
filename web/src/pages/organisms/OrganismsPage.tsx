import { Title } from '@mantine/core';

/** Placeholder replaced by the real screen. */
export default function OrganismsPage() {
  return <Title order={2}>OrganismsPage</Title>;
}
