// What the user is told when a housing save is refused (spec part 2, section 8).
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HOUSING_MESSAGES } from '../../../../../domain/housings/rules';
import { ApiError } from '../../../api/client';
import { TOAST_MS } from '../../../lib/toasts';
import { reportNotSaved } from '../../organisms/saveFeedback';

type Form = { setErrors(errors: Record<string, string>): void };

/** The occupant a 'NOT AVAILABLE' refusal names. */
function occupantOf(error: ApiError): string | null {
  const data = error.data;
  return data && typeof data === 'object' && 'recipient_id' in data && typeof data.recipient_id === 'string' ? data.recipient_id : null;
}

/** 'L'hébergement est déjà occupé' for 10 s, with 'Voir l'accueilli occupant' and 'Annuler'. */
function toastOccupied(message: string, occupant: string | null, goTo: (path: string) => void): void {
  const id = notifications.show({
    color: 'orange',
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
          {occupant && (
            <Button
              size="xs"
              onClick={() => {
                notifications.hide(id);
                goTo(`/recipient/${occupant}#housing`);
              }}
            >
              Voir l'accueilli occupant
            </Button>
          )}
        </Group>
      </>
    ),
  });
}

/** A refused housing save: an occupied room offers to see its occupant; anything else as every other form. */
export function reportHousingNotSaved(form: Form, error: unknown, goTo: (path: string) => void): void {
  if (error instanceof ApiError && error.code === 'NOT AVAILABLE') {
    console.error('Hébergement non enregistré', error);
    toastOccupied(error.message, occupantOf(error), goTo);
    return;
  }
  reportNotSaved(form, error, error instanceof ApiError && error.status === 400 ? HOUSING_MESSAGES.missingFields : 'Élément non enregistré');
}
