import { Button, Group, Stack, Title } from '@mantine/core';
import { IconMailCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { HANDED_TO_LABELS } from '@domain/mails/fields';
import type { Actor } from '@domain/users/actor';
import { useMailMutations, useRecipientMails, type Mail } from '../../../api/mails';
import { DataTable, type Column, type RowTone } from '../../../components/DataTable';
import { ownClick, RowAction } from '../../../components/rowActions';
import { useRecordModal } from '../../../components/useRecordModal';
import { formatDate, formatPersonName } from '../../../lib/format';
import { runRowAction } from '../../../lib/saveFeedback';
import { confirmToast } from '../../../lib/toasts';
import { MailModal } from './MailModal';
import { StatusText } from './StatusText';

/** A mail waiting at the antenna stands out, in words as well as in colour. */
const tone = (row: Mail): RowTone | null =>
  row.pending ? { bg: 'yellow.1', title: 'Courrier en attente de remise', state: 'pending' } : null;

/** How the mail left: when, how (to whom) and by whom; 'En attente' while it waits. */
function HandOverCell({ row }: { row: Mail }) {
  if (row.pending) return <StatusText color="yellow">En attente</StatusText>;
  const how = row.handed_to ? HANDED_TO_LABELS[row.handed_to] : 'Remis';
  const proxy = row.proxy_name ? ` (${row.proxy_name})` : '';
  const by = row.handed_by_user ? ` par ${formatPersonName(row.handed_by_user)}` : '';
  return `${formatDate(row.received_date)} : ${how}${proxy}${by}`;
}

/** 'Remis' (handed over to the person today, in one click), the edit and the deletion, asked for confirmation. */
function RowActions({ row, onEdit }: { row: Mail; onEdit(): void }) {
  const { handOver, remove } = useMailMutations();
  const handOverNow = () => runRowAction(handOver, { id: row._id }, { success: 'Courrier remis', failure: 'Courrier non remis' });
  const askRemove = () =>
    confirmToast('Souhaitez-vous supprimer le courrier', () =>
      runRowAction(remove, row._id, { success: "L'élément a été supprimé", failure: 'Suppression impossible' }),
    );
  return (
    <Group gap={4} wrap="nowrap" {...ownClick}>
      {row.abilities.hand_over && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconMailCheck size={16} />}
          loading={handOver.isPending}
          onClick={handOverNow}
        >
          Remis
        </Button>
      )}
      {row.abilities.edit && <RowAction label="Modifier le courrier" icon={<IconPencil size={18} />} onClick={onEdit} />}
      {row.abilities.delete && <RowAction label="Supprimer le courrier" icon={<IconTrash size={18} />} onClick={askRemove} color="red" />}
    </Group>
  );
}

const COLUMNS: Column<Mail>[] = [
  { label: 'Arrivée', cell: (row) => formatDate(row.date), nowrap: true },
  { label: 'Reçu par', cell: (row) => formatPersonName(row.user) },
  { label: 'Plis', cell: (row) => row.number, nowrap: true },
  { label: 'Type', cell: (row) => row.kind },
  { label: 'Remise', cell: (row) => <HandOverCell row={row} /> },
  { label: 'Commentaire', cell: (row) => row.comment ?? '' },
];

/** The mails logged for the file, latest arrival first: a row opens its modal (to correct it or hand it over to a proxy). */
export function MailList({ actor, recipientId }: { actor: Actor; recipientId: string }) {
  const mails = useRecipientMails(recipientId);
  const { modal, open, close } = useRecordModal<Mail>();
  const columns: Column<Mail>[] = [...COLUMNS, { label: 'Actions', cell: (row) => <RowActions row={row} onEdit={() => open(row)} /> }];
  return (
    <Stack component="section" aria-label="Courrier" gap="xs">
      <Group justify="space-between">
        <Title order={4}>Courrier</Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          Ajouter un courrier
        </Button>
      </Group>
      <DataTable
        label="Courriers du dossier"
        columns={columns}
        rows={mails.data}
        loading={mails.isLoading}
        error={mails.error}
        errorMessage="Impossible de charger les courriers."
        empty="Aucun courrier."
        onOpen={(row: Mail) => row.abilities.edit && open(row)}
        tone={tone}
      />
      {modal && (
        <MailModal key={modal.opening} actor={actor} recipientId={recipientId} mail={modal.record} opened={modal.opened} onClose={close} />
      )}
    </Stack>
  );
}
