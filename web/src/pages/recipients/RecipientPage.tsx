import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import { useRecipient } from '../../api/recipients';
import { useSession } from '../../auth/session';
import { ItemLoading, ItemRefusal, refusalOf } from '../../components/ItemStatus';
import { fileTitle, usePageTitle } from '../../layout/pageTitle';
import { RecipientHeader } from './file/RecipientHeader';
import { RecipientTabs } from './file/RecipientTabs';

/** What the page says instead of a file it cannot show. */
const REFUSALS = {
  forbidden: RECIPIENT_MESSAGES.forbiddenFile,
  notFound: RECIPIENT_MESSAGES.notFound,
  logAs: "Chargement d'un dossier impossible",
};

/** /recipient/{id}: the file's header and its tabs, chosen by the URL hash. */
export default function RecipientPage() {
  const { id } = useParams();
  const { actor } = useSession();
  const file = useRecipient(id);
  usePageTitle(file.data && fileTitle(file.data));

  // A file already shown stays shown if a later refetch fails (a network hiccup): the page does not blank under the user.
  if (!file.data) {
    return file.isError ? (
      <ItemRefusal message={refusalOf(file.error, REFUSALS)} back={{ to: '/recipients', label: 'Retour à la liste des accueillis' }} />
    ) : (
      <ItemLoading />
    );
  }
  if (!actor) return <ItemLoading />;
  return (
    <Stack>
      <RecipientHeader file={file.data} />
      <RecipientTabs key={file.data._id} file={file.data} actor={actor} />
    </Stack>
  );
}
