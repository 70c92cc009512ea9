import { Button, Group } from '@mantine/core';

/** 'Enregistrer', primary (filled) only when something changed, as every edit form has it (docs/screens.md, 'Forms and modals'). */
export function SaveButton({ dirty, loading }: { dirty: boolean; loading: boolean }) {
  return (
    <Group justify="flex-end" mt="md">
      <Button type="submit" variant={dirty ? 'filled' : 'default'} loading={loading}>
        Enregistrer
      </Button>
    </Group>
  );
}
