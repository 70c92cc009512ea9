import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** 'Précédent' and 'Suivant' around the page number; pages are zero-based, as the API counts them. */
export function Pager({
  label,
  page,
  lastPage,
  onPage,
  disabled,
}: {
  label: string;
  page: number;
  lastPage: number;
  onPage(page: number): void;
  disabled?: boolean;
}) {
  // A single page needs no pager, but a page past the end (an old link) still offers the way back.
  if (lastPage <= 0 && page === 0) return null;
  return (
    <Group justify="center" gap="sm" mt="md" role="navigation" aria-label={label}>
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} />}
        disabled={disabled || page <= 0}
        onClick={() => onPage(page - 1)}
      >
        Précédent
      </Button>
      <Text size="sm" aria-live="polite">
        Page {page + 1} sur {Math.max(lastPage, page) + 1}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} />}
        disabled={disabled || page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        Suivant
      </Button>
    </Group>
  );
}
