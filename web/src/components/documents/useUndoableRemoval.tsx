import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { reportFailure } from '../../lib/saveFeedback';
import { toastSuccess } from '../../lib/toasts';

/** How long a removed document can be brought back before it is deleted (docs/recipient-file.md, 'Porte document'). */
export const UNDO_REMOVAL_MS = 2000;

/**
 * Removal with a way back: the item leaves the list at once and 'Supprimé / Défaire?' shows for 2 s;
 * 'Défaire?' brings it back and nothing is sent; otherwise `remove` runs when the 2 s end (the page may
 * have been left meanwhile: the removal was asked, it still happens). A refused removal brings the item back
 * with the server's reason ('Vous ne pouvez pas supprimer des documents').
 */
export function useUndoableRemoval(remove: (id: string) => Promise<unknown>) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const show = (id: string) =>
    setHidden((previous) => {
      const next = new Set(previous);
      next.delete(id);
      return next;
    });

  const removeLater = (id: string) => {
    setHidden((previous) => new Set(previous).add(id));
    const undo = () => {
      clearTimeout(timer);
      notifications.hide(notice);
      show(id);
    };
    const notice = notifications.show({
      color: 'blue',
      autoClose: false,
      withCloseButton: false,
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Supprimé</Text>
          <Button size="xs" variant="light" onClick={undo}>
            Défaire?
          </Button>
        </Group>
      ),
    });
    const timer = setTimeout(() => {
      notifications.hide(notice);
      // Once removed the item stays hidden: the list reloaded without it takes over.
      remove(id).then(
        () => toastSuccess("L'élément a été supprimé"),
        (error: unknown) => {
          show(id);
          reportFailure('Suppression impossible', error);
        },
      );
    }, UNDO_REMOVAL_MS);
  };

  return { hidden, removeLater };
}
