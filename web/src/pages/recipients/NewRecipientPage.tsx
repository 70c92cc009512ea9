import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { RECIPIENT_DEFAULT_LABELS } from '@domain/recipients/rules';
import { frenchDay } from '@domain/shared/dates';
import { SIEGE_ID } from '@domain/siege/siege';
import type { Actor } from '@domain/users/actor';
import { useNextFileNumber } from '../../api/recipients';
import { useSession } from '../../auth/session';
import { ItemLoading } from '../../components/ItemStatus';
import { idOfLabel, newRecipientValues } from './form/recipientForm';
import { RecipientForm } from './form/RecipientForm';
import { useRecipientOptions } from './form/useRecipientOptions';

/** The form, once the reference lists are there: the defaults are found in them by label. */
function NewRecipientForm({ actor, fileNumber }: { actor: Actor; fileNumber?: number }) {
  const options = useRecipientOptions(actor);
  const { nationality, family_status } = options.lists;
  const initial = useMemo(
    () =>
      newRecipientValues({
        // The head office files no one: its people choose the antenna.
        antennaId: actor.antenna_id === SIEGE_ID ? null : actor.antenna_id,
        nationality: idOfLabel(nationality, RECIPIENT_DEFAULT_LABELS.nationality),
        familyStatus: idOfLabel(family_status, RECIPIENT_DEFAULT_LABELS.family_status),
        today: frenchDay(new Date()),
      }),
    [actor.antenna_id, nationality, family_status],
  );
  if (options.loading) return <ItemLoading />;
  return <RecipientForm actor={actor} options={options} initial={initial} fileNumber={fileNumber} />;
}

/** /recipient/new 'Nouveau dossier (n°N)', N being the next file number. */
export default function NewRecipientPage() {
  const { actor } = useSession();
  const next = useNextFileNumber();
  return (
    <Stack>
      <Title order={2}>Nouveau dossier{next.data !== undefined ? ` (n°${next.data})` : ''}</Title>
      {actor ? <NewRecipientForm actor={actor} fileNumber={next.data} /> : <ItemLoading />}
    </Stack>
  );
}
