import { Alert, Button, Fieldset, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import { ApiError } from '../../../api/client';
import { useComments, useRecipientMutations, type CommentField } from '../../../api/recipients';
import { reportFailure } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';
import { CommentItem } from './CommentItem';

/** The comments of one tab of a file (field 'civil', 'health', …): newest first, and a box to add one. */
export function CommentsPanel({ recipientId, field }: { recipientId: string; field: CommentField }) {
  const comments = useComments(recipientId, field);
  const { addComment } = useRecipientMutations();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (comments.error) console.error('Chargement des commentaires impossible', comments.error);
  }, [comments.error]);

  const add = async () => {
    if (!text.trim()) {
      setError(RECIPIENT_MESSAGES.commentRequired);
      return;
    }
    try {
      await addComment.mutateAsync({ recipient_id: recipientId, field, text });
      setText('');
      toastSuccess('Commentaire enregistré');
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.errors.text ?? null) : null);
      reportFailure('Commentaire non enregistré', failure);
    }
  };

  return (
    <Fieldset legend="Commentaires">
      <Stack gap="sm">
        <Textarea
          label="Nouveau commentaire"
          rows={3}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="light" leftSection={<IconMessagePlus size={16} />} onClick={() => void add()} loading={addComment.isPending}>
            Ajouter le commentaire
          </Button>
        </Group>
        {comments.isLoading && <Skeleton height={60} />}
        {comments.isError && <Alert color="red" title="Impossible de charger les commentaires." />}
        {comments.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            Aucun commentaire.
          </Text>
        )}
        {comments.data?.map((comment) => (
          <CommentItem key={comment._id} comment={comment} />
        ))}
      </Stack>
    </Fieldset>
  );
}
