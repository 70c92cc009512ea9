import { ActionIcon, Button, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconFileDownload, IconPencil, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Actor } from '@domain/users/actor';
import { downloadCerfa, useDomiciliationMutations, useRecipientDomiciliations, type Domiciliation } from '../../../api/domiciliations';
import { DataTable, type Column, type RowTone } from '../../../components/DataTable';
import { useRecordModal } from '../../../components/useRecordModal';
import { formatDate, formatPersonName } from '../../../lib/format';
import { reportFailure, runRowAction } from '../../../lib/saveFeedback';
import { confirmToast } from '../../../lib/toasts';
import { DomiciliationModal } from './DomiciliationModal';
import { StatusText } from './StatusText';

/** Valid rows are green, and say so in words too. */
const tone = (row: Domiciliation): RowTone | null =>
  row.valid ? { bg: 'green.1', title: 'Domiciliation en cours de validité', state: 'valid' } : null;

/** The attestation, kept or generated again, handed to the browser; a refusal is told. */
const cerfa = (row: Domiciliation, regenerate: boolean) =>
  void downloadCerfa(row._id, regenerate).catch((error: unknown) => reportFailure('Attestation indisponible', error));

/** The row's actions, each as the record allows: the attestation (own kind), edit, delete after confirmation. */
function RowActions({ row, onEdit }: { row: Domiciliation; onEdit(): void }) {
  const { remove } = useDomiciliationMutations();
  const askRemove = () =>
    confirmToast('Souhaitez-vous supprimer la domiciliation', () =>
      runRowAction(remove, row._id, { success: "L'élément a été supprimé", failure: 'Suppression impossible' }),
    );
  const action = (label: string, icon: ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    // The row opens the domiciliation; its buttons do only their own thing.
    <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {row.kind === 'own' && action("Télécharger l'attestation", <IconFileDownload size={18} />, () => cerfa(row, false))}
      {row.kind === 'own' && row.abilities.edit && action("Régénérer l'attestation", <IconRefresh size={18} />, () => cerfa(row, true))}
      {row.abilities.edit && action('Modifier la domiciliation', <IconPencil size={18} />, onEdit)}
      {row.abilities.delete && action('Supprimer la domiciliation', <IconTrash size={18} />, askRemove, 'red')}
    </Group>
  );
}

const COLUMNS: Column<Domiciliation>[] = [
  {
    label: 'État',
    cell: (row) => (row.valid ? <StatusText color="green">En cours</StatusText> : null),
    nowrap: true,
  },
  { label: 'Type', cell: (row) => (row.kind === 'own' ? 'Antenne' : `Extérieure${row.name_dom ? ` : ${row.name_dom}` : ''}`) },
  { label: 'Référent', cell: (row) => (row.user ? `${formatPersonName(row.user)} (${row.user.initials})` : '') },
  { label: 'Pièce justificative', cell: (row) => row.paper ?? '' },
  { label: 'Début', cell: (row) => formatDate(row.start_date), nowrap: true },
  { label: 'Fin', cell: (row) => formatDate(row.end_date), nowrap: true },
  { label: 'Entretien', cell: (row) => formatDate(row.last_meeting), nowrap: true },
  { label: 'Origine', cell: (row) => row.origin ?? row.address ?? '' },
];

/** The domiciliations of the file: a row opens its modal, 'Ajouter une domiciliation' a blank one. */
export function DomiciliationList({ actor, recipientId }: { actor: Actor; recipientId: string }) {
  const domiciliations = useRecipientDomiciliations(recipientId);
  const { modal, open, close } = useRecordModal<Domiciliation>();
  const columns: Column<Domiciliation>[] = [
    ...COLUMNS,
    { label: 'Actions', cell: (row) => <RowActions row={row} onEdit={() => open(row)} /> },
  ];
  return (
    <Stack component="section" aria-label="Domiciliations" gap="xs">
      <Group justify="space-between">
        <Title order={4}>Domiciliations</Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          Ajouter une domiciliation
        </Button>
      </Group>
      <DataTable
        label="Domiciliations du dossier"
        columns={columns}
        rows={domiciliations.data}
        loading={domiciliations.isLoading}
        error={domiciliations.error}
        errorMessage="Impossible de charger les domiciliations."
        empty="Aucune domiciliation."
        onOpen={(row: Domiciliation) => row.abilities.edit && open(row)}
        tone={tone}
      />
      {modal && (
        <DomiciliationModal
          key={modal.opening}
          actor={actor}
          recipientId={recipientId}
          domiciliation={modal.record}
          opened={modal.opened}
          onClose={close}
        />
      )}
    </Stack>
  );
}
