import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, useState, type DragEvent } from 'react';
import { formatFileSize } from '../../lib/format';

interface Props {
  /** The zone's name ('Fichier'), read by assistive technologies. */
  label: string;
  /** What the picker offers (".png,.jpg"); a dropped file is judged by `onFile`'s caller. */
  accept?: string;
  file: File | null;
  onFile(file: File): void;
  error?: string | null;
  disabled?: boolean;
  /** Marked with the red asterisk of required fields (not read aloud, as Mantine's). */
  required?: boolean;
}

/**
 * Where a file is given: dropped on the zone (HTML5 drag events) or chosen with 'Choisir un fichier', a
 * button the keyboard reaches. The chosen file is named with its size.
 */
export function DropZone({ label, accept, file, onFile, error, disabled, required }: Props) {
  const [over, setOver] = useState(false);
  const labelId = useId();
  const errorId = useId();
  // The browser opens a dropped file itself unless dragover and drop are taken.
  const take = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const onDragOver = (event: DragEvent) => {
    take(event);
    if (!disabled) setOver(true);
  };
  // Leaving for a child of the zone is not leaving the zone.
  const onDragLeave = (event: DragEvent) => {
    take(event);
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    take(event);
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <Paper
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-dragging={over || undefined}
      withBorder
      p="md"
      style={{
        borderStyle: 'dashed',
        borderColor: error ? 'var(--mantine-color-error)' : over ? 'var(--mantine-primary-color-filled)' : undefined,
        background: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <Stack gap="xs" align="center">
        <Text fw={500} size="sm">
          <span id={labelId}>{label}</span>
          {required && (
            <Text component="span" c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
        <Group gap="xs" justify="center">
          <Text size="sm" c="dimmed">
            Déposez un fichier ici, ou
          </Text>
          <FileButton onChange={(chosen) => chosen && onFile(chosen)} accept={accept} disabled={disabled}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={16} />} disabled={disabled}>
                Choisir un fichier
              </Button>
            )}
          </FileButton>
        </Group>
        {file && (
          <Text size="sm" data-testid="chosen-file">
            {file.name} ({formatFileSize(file.size)})
          </Text>
        )}
        {error && (
          <Text id={errorId} size="sm" c="red">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
