import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { PENAL_MESSAGES } from '@domain/penal/rules';
import { useFollows, usePenalMutations, type Follow } from '../../../api/penal';
import { DataTable, type Column, type RowTone } from '../../../components/DataTable';
import { useRecordModal } from '../../../components/useRecordModal';
import { formatDate } from '../../../lib/format';
import { runRowAction } from '../../../lib/saveFeedback';
import { confirmToast } from '../../../lib/toasts';
import { StatusText } from '../domiciliation/StatusText';
import { FollowModal } from './FollowModal';
import { ownClick, RowAction } from '../../../components/rowActions';
import { ContactLinks } from './penalCells';

/** The follow-up running today stands out, in words as well as in colour. */
const tone = (row: Follow): RowTone | null => (row.running ? { bg: 'green.1', title: 'Suivi en cours', state: 'running' } : null);

/** Edit and delete (after confirmation), as the follow-up allows. */
function RowActions({ row, onEdit }: { row: Follow; onEdit(): void }) {
  const { removeFollow } = usePenalMutations();
  const askRemove = () =>
    confirmToast('Souhaitez-vous supprimer le suivi', () =>
      runRowAction(removeFollow, row._id, { success: PENAL_MESSAGES.followDeleted, failure: 'Suppression impossible' }),
    );
  return (
    <Group gap={4} wrap="nowrap" {...ownClick}>
      {row.abilities.edit && <RowAction label="Modifier le suivi" icon={<IconPencil size={18} />} onClick={onEdit} />}
      {row.abilities.delete && <RowAction label="Supprimer le suivi" icon={<IconTrash size={18} />} onClick={askRemove} color="red" />}
    </Group>
  );
}

const COLUMNS: Column<Follow>[] = [
  { label: 'État', cell: (row) => (row.running ? <StatusText color="green">En cours</StatusText> : null), nowrap: true },
  { label: 'Organisme', cell: (row) => row.organism?.name ?? '' },
  { label: 'Début', cell: (row) => formatDate(row.start_date), nowrap: true },
  { label: 'Fin', cell: (row) => formatDate(row.end_date), nowrap: true },
  { label: 'Contacts', cell: (row) => <ContactLinks contacts={row.contacts} /> },
];

/** The follow-ups ('suivis') of the file by a SPIP: a row opens its modal, 'Ajouter un suivi' a blank one starting today. */
export function FollowList({ recipientId }: { recipientId: string }) {
  const follows = useFollows(recipientId);
  const { modal, open, close } = useRecordModal<Follow>();
  const columns: Column<Follow>[] = [...COLUMNS, { label: 'Actions', cell: (row) => <RowActions row={row} onEdit={() => open(row)} /> }];
  return (
    <Stack component="section" aria-label="Suivis" gap="xs">
      <Group justify="space-between">
        <Title order={4}>Suivis</Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          Ajouter un suivi
        </Button>
      </Group>
      <DataTable
        label="Suivis du dossier"
        columns={columns}
        rows={follows.data}
        loading={follows.isLoading}
        error={follows.error}
        errorMessage="Impossible de charger les suivis."
        empty="Aucun suivi."
        onOpen={(row: Follow) => row.abilities.edit && open(row)}
        tone={tone}
        minWidth={700}
      />
      {modal && <FollowModal key={modal.opening} recipientId={recipientId} follow={modal.record} opened={modal.opened} onClose={close} />}
    </Stack>
  );
}
