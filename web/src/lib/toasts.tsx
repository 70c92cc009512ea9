import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INVALID_FORM } from '@domain/shared/errors';

/** Toast durations in ms (docs/screens.md, 'Toasts'). */
export const TOAST_MS = {
  success: 1500,
  validation: 2000,
  organismExists: 2500,
  login: 3000,
  transfer: 3000,
  error: 5000,
  confirm: 10000,
} as const;

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

/** A 10-second toast offering one action beside 'Annuler'. */
export function actionToast(message: string, action: { label: string; color?: string; onClick(): void }, color = 'blue'): void {
  const id = notifications.show({
    color,
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
            color={action.color}
            onClick={() => {
              notifications.hide(id);
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        </Group>
      </>
    ),
  });
}

/** The 10-second confirmation toast with 'Confirmer' and 'Annuler'. */
export const confirmToast = (message: string, onConfirm: () => void): void =>
  actionToast(message, { label: 'Confirmer', color: 'red', onClick: onConfirm });
