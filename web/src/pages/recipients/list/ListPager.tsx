import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** 'Précédent' and 'Suivant' around the page number; pages are zero-based, as the API counts them. */
export function ListPager({ page, lastPage, onPage, disabled }: { page: number; lastPage: number; onPage(page: number): void; disabled?: boolean }) {
  if (lastPage <= 0 && page === 0) return null;
  return (
    <Group justify="center" gap="sm" mt="md" role="navigation" aria-label="Pagination">
      <Button variant="default" leftSection={<IconChevronLeft size={16} />} disabled={disabled || page <= 0} onClick={() => onPage(page - 1)}>
        Précédent
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page + 1} sur {Math.max(lastPage, page) + 1}
      </Text>
      <Button variant="default" rightSection={<IconChevronRight size={16} />} disabled={disabled || page >= lastPage} onClick={() => onPage(page + 1)}>
        Suivant
      </Button>
    </Group>
  );
}
