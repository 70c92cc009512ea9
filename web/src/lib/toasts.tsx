import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INVALID_FORM } from '../../../domain/shared/errors';

/** Toast durations of the spec (ms). */
export const TOAST_MS = { success: 1500, validation: 2000, organismExists: 2500, login: 3000, transfer: 3000, error: 5000, confirm: 10000 } as const;

/** A green toast (1.5 s unless told otherwise). */
export function toastSuccess(message: string, ms: number = TOAST_MS.success): void {
  notifications.show({ message, color: 'green', autoClose: ms });
}

/** An invalid form (2 s). */
export function toastInvalid(message: string = INVALID_FORM): void {
  notifications.show({ message, color: 'orange', autoClose: TOAST_MS.validation });
}

/** An error (5 s unless told otherwise), with an optional title. */
export function toastError(message: string, opts: { title?: string; ms?: number } = {}): void {
  notifications.show({ title: opts.title, message, color: 'red', autoClose: opts.ms ?? TOAST_MS.error });
}

/** The 10-second confirmation toast with 'Confirmer' and 'Annuler'. */
export function confirmToast(message: string, onConfirm: () => void): void {
  const id = notifications.show({
    color: 'blue',
    autoClose: TOAST_MS.confirm,
    withCloseButton: false,
    message: (
      <>
        <Text size="sm" mb="xs">
          {message}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => notifications.hide(id)}>
            Annuler
          </Button>
          <Button
            size="xs"
            color="red"
            onClick={() => {
              notifications.hide(id);
              onConfirm();
            }}
          >
            Confirmer
          </Button>
        </Group>
      </>
    ),
  });
}
