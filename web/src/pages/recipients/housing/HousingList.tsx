import { Button, Group, Stack } from '@mantine/core';
import { IconFileDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { HousingKind } from '@domain/housings/fields';
import type { Actor } from '@domain/users/actor';
import { downloadConvention, useHousingMutations, useRecipientHousings, type Housing } from '../../../api/housings';
import { DataTable, type Column, type RowTone } from '../../../components/DataTable';
import { ownClick, RowAction } from '../../../components/rowActions';
import { useRecordModal } from '../../../components/useRecordModal';
import { confirmToast, toastError } from '../../../lib/toasts';
import { HOUSING_KIND_COLUMNS } from './housingColumns';
import { HousingModal } from './HousingModal';
import { runRowAction } from '../../../lib/saveFeedback';

/**
 * The file's tab colours a stay as docs/recipient-file.md ('Hébergement') says: warning (orange) when it has ended and was
 * never freed, success while it runs; the flags are the server's. The housings lists colour the first red (docs/screens.md).
 */
function stayTone(row: Housing): RowTone | null {
  if (row.overdue) return { bg: 'orange.1', title: 'Séjour terminé, chambre non libérée', state: 'overdue' };
  if (row.current) return { bg: 'green.1', title: 'Séjour en cours', state: 'current' };
  return null;
}

/** The row's actions: the edit, the occupancy agreement (own rooms only) and the deletion, asked for confirmation. */
function RowActions({ row, kind, onEdit }: { row: Housing; kind: HousingKind; onEdit(): void }) {
  const { remove } = useHousingMutations();
  const download = () =>
    downloadConvention(row._id).catch((error: unknown) => {
      console.error('Convention', error);
      toastError('Convention indisponible');
    });
  const askRemove = () =>
    confirmToast("Souhaitez-vous supprimer l'hébergement", () =>
      runRowAction(remove, row._id, { success: "L'élément a été supprimé", failure: 'Suppression impossible' }),
    );
  return (
    <Group gap={4} wrap="nowrap" {...ownClick}>
      <RowAction label="Modifier l'hébergement" icon={<IconPencil size={18} />} onClick={onEdit} />
      {kind === 'hebergement' && (
        <RowAction label="Télécharger la convention" icon={<IconFileDownload size={18} />} onClick={() => void download()} />
      )}
      <RowAction label="Supprimer l'hébergement" icon={<IconTrash size={18} />} onClick={askRemove} color="red" />
    </Group>
  );
}

/** The stays of one kind on a file: a row opens its modal, 'Ajouter un hébergement' a blank one. */
export function HousingList({ actor, recipientId, kind }: { actor: Actor; recipientId: string; kind: HousingKind }) {
  const housings = useRecipientHousings(recipientId, kind);
  const { modal, open, close } = useRecordModal<Housing>();
  const columns: Column<Housing>[] = [
    ...HOUSING_KIND_COLUMNS[kind],
    { label: 'Actions', cell: (row) => <RowActions row={row} kind={kind} onEdit={() => open(row)} /> },
  ];

  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          Ajouter un hébergement
        </Button>
      </Group>
      <DataTable
        label="Hébergements du dossier"
        columns={columns}
        rows={housings.data}
        loading={housings.isLoading}
        error={housings.error}
        errorMessage="Impossible de charger les hébergements."
        empty="Aucun hébergement."
        onOpen={(row: Housing) => open(row)}
        // An outside housing has no room to free: its end passing is no warning.
        tone={kind === 'hors' ? undefined : stayTone}
      />
      {modal && (
        <HousingModal
          key={modal.opening}
          actor={actor}
          recipientId={recipientId}
          kind={kind}
          housing={modal.record}
          opened={modal.opened}
          onClose={close}
        />
      )}
    </Stack>
  );
}
