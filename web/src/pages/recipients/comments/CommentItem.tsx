import { ActionIcon, Button, Group, Paper, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import { ApiError } from '../../../api/client';
import { useRecipientMutations, type Comment } from '../../../api/recipients';
import { formatDateTime, formatPersonName } from '../../../lib/format';
import { reportFailure } from '../../../lib/saveFeedback';
import { confirmToast, toastSuccess } from '../../../lib/toasts';

/** One comment: author, date and time, text; changed or deleted (after confirmation) as its abilities from the server allow. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { updateComment, removeComment } = useRecipientMutations();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mayChange = comment.abilities.edit;

  const close = () => {
    setDraft(null);
    setError(null);
  };

  const save = async () => {
    if (draft === null) return;
    if (!draft.trim()) {
      setError(RECIPIENT_MESSAGES.commentRequired);
      return;
    }
    if (draft === comment.text) {
      close();
      return;
    }
    try {
      await updateComment.mutateAsync({ origin: comment, current: { ...comment, text: draft } });
      close();
      toastSuccess('Commentaire enregistré');
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.errors.text ?? null) : null);
      reportFailure('Commentaire non enregistré', failure);
    }
  };

  const remove = () =>
    confirmToast('Supprimer ce commentaire ?', () => {
      removeComment
        .mutateAsync(comment._id)
        .then(() => toastSuccess('Le commentaire a été supprimé'))
        .catch((failure: unknown) => reportFailure('Commentaire non supprimé', failure));
    });

  return (
    <Paper withBorder p="sm" component="article" aria-label={`Commentaire de ${formatPersonName(comment.user)}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={500}>
          {formatPersonName(comment.user)}{' '}
          <Text span size="xs" c="dimmed">
            le {formatDateTime(comment.created_on)}
          </Text>
        </Text>
        <Group gap={4} wrap="nowrap">
          {mayChange && draft === null && (
            <Tooltip label="Modifier">
              <ActionIcon variant="subtle" aria-label="Modifier le commentaire" onClick={() => setDraft(comment.text)}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {comment.abilities.delete && (
            <Tooltip label="Supprimer">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Supprimer le commentaire"
                onClick={remove}
                loading={removeComment.isPending}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {draft === null ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {comment.text}
        </Text>
      ) : (
        <>
          <Textarea
            label="Commentaire"
            rows={3}
            mt="xs"
            value={draft}
            error={error}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button size="xs" variant="default" onClick={close}>
              Annuler
            </Button>
            <Button size="xs" onClick={() => void save()} loading={updateComment.isPending}>
              Enregistrer le commentaire
            </Button>
          </Group>
        </>
      )}
    </Paper>
  );
}
