import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useRecipientMutations, type RecipientView } from '../../../api/recipients';
import { reportFailure } from '../../../lib/saveFeedback';
import { confirmToast, toastSuccess } from '../../../lib/toasts';

/** 'Supprimer' the file after the 10-second confirmation toast (its history is kept by the server). */
export function DeleteFileButton({ file }: { file: RecipientView }) {
  const navigate = useNavigate();
  const { remove, leftFile } = useRecipientMutations();

  const ask = () =>
    confirmToast(`Supprimer le dossier n°${file.file_id} ?`, () => {
      remove
        .mutateAsync(file._id)
        .then(async () => {
          toastSuccess("L'accueilli a été supprimé");
          // The page leaves before the file's queries are touched: still shown, they would be refetched and answer 404.
          await navigate('/recipients', { flushSync: true });
          await leftFile(file._id);
        })
        .catch((error: unknown) => reportFailure('Dossier non supprimé', error));
    });

  return (
    <Button color="red" leftSection={<IconTrash size={16} />} onClick={ask} loading={remove.isPending}>
      Supprimer
    </Button>
  );
}
