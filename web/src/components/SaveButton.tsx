import { Button, Group } from '@mantine/core';

/** 'Enregistrer', primary (filled) only when something changed, as the spec asks of every edit form. */
export function SaveButton({ dirty, loading }: { dirty: boolean; loading: boolean }) {
  return (
    <Group justify="flex-end" mt="md">
      <Button type="submit" variant={dirty ? 'filled' : 'default'} loading={loading}>
        Enregistrer
      </Button>
    </Group>
  );
}
