import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NO_RIGHTS } from '@domain/shared/errors';
import { ApiError } from '../api/client';
import { UNKNOWN_ERROR } from '../lib/saveFeedback';

/** What a page says instead of an item it cannot show: refused (403, 'Vous n'avez pas les droits' unless told), unknown (404), or anything else (logged). */
export function refusalOf(error: unknown, said: { notFound: string; forbidden?: string; logAs?: string }): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) return said.forbidden ?? NO_RIGHTS;
  if (status === 404) return said.notFound;
  console.error(said.logAs ?? "Chargement d'un élément du carnet d'adresses impossible", error);
  return UNKNOWN_ERROR;
}

/** The refusal, with the way back to the list. */
export function ItemRefusal({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <Stack align="flex-start">
      <Alert color="orange" title={message} />
      <Button component={Link} to={back.to} variant="default">
        {back.label}
      </Button>
    </Stack>
  );
}

/** The form's place while the item loads. */
export function ItemLoading() {
  return (
    <Stack aria-busy="true" aria-label="Chargement">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={i % 3 === 0 ? 24 : 56} />
      ))}
    </Stack>
  );
}
