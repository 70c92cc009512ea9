import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { RECIPIENT_MESSAGES } from '../../../../domain/recipients/rules';
import { ApiError } from '../../api/client';
import { useRecipient } from '../../api/recipients';
import { useSession } from '../../auth/session';
import { ItemLoading, ItemRefusal } from '../../components/ItemStatus';
import { RecipientHeader } from './file/RecipientHeader';
import { RecipientTabs } from './file/RecipientTabs';

/** What the page says instead of a file it cannot show: refused (403), unknown (404), or anything else. */
function refusalOf(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) return RECIPIENT_MESSAGES.forbiddenFile;
  if (status === 404) return RECIPIENT_MESSAGES.notFound;
  console.error("Chargement d'un dossier impossible", error);
  return 'Erreur inconnue';
}

/** /recipient/{id}: the file's header and its tabs, chosen by the URL hash. */
export default function RecipientPage() {
  const { id } = useParams();
  const { actor } = useSession();
  const file = useRecipient(id);

  // A file already shown stays shown if a later refetch fails (right after a deletion or a transfer).
  if (!file.data) {
    return file.isError ? <ItemRefusal message={refusalOf(file.error)} back={{ to: '/recipients', label: 'Retour à la liste des accueillis' }} /> : <ItemLoading />;
  }
  if (!actor) return <ItemLoading />;
  return (
    <Stack>
      <RecipientHeader file={file.data} />
      <RecipientTabs key={file.data._id} file={file.data} actor={actor} />
    </Stack>
  );
}
