import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/** How long the modal's animation lasts (docs/screens.md, 'Forms and modals'). */
export const MODAL_ANIMATION_MS = 500;

/**
 * The generic modal: title, close icon, Annuler and Confirmer (or Enregistrer); the backdrop cancels
 * unless forced. Without onConfirm there is nothing to confirm (a record the user may only read).
 */
export function AppModal(props: {
  opened: boolean;
  title: string;
  onCancel(): void;
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  forced?: boolean;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      closeOnClickOutside={!props.forced}
      closeOnEscape={!props.forced}
      transitionProps={{ duration: MODAL_ANIMATION_MS }}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
      size="lg"
    >
      {props.children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel}>
          {props.cancelLabel ?? 'Annuler'}
        </Button>
        {props.onConfirm && (
          <Button onClick={props.onConfirm} loading={props.loading}>
            {props.confirmLabel ?? 'Confirmer'}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
