import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconFileDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import type { HousingKind } from '@domain/housings/fields';
import type { Actor } from '@domain/users/actor';
import { downloadConvention, useHousingMutations, useRecipientHousings, type Housing } from '../../../api/housings';
import { DataTable, type Column } from '../../../components/DataTable';
import { housingTone } from '../../../components/HousingTable';
import { useRecordModal } from '../../../components/useRecordModal';
import { confirmToast, toastError } from '../../../lib/toasts';
import { HOUSING_KIND_COLUMNS } from './housingColumns';
import { HousingModal } from './HousingModal';
import { runRowAction } from '../../../lib/saveFeedback';

/** The row's actions: the occupancy agreement (own rooms only) and the deletion, asked for confirmation. */
function RowActions({ row, kind }: { row: Housing; kind: HousingKind }) {
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
    // The row opens the stay; its buttons do only their own thing.
    <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {kind === 'hebergement' && (
        <Tooltip label="Télécharger la convention">
          <ActionIcon variant="subtle" aria-label="Télécharger la convention" onClick={() => void download()}>
            <IconFileDownload size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Supprimer">
        <ActionIcon variant="subtle" color="red" aria-label="Supprimer l'hébergement" onClick={askRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The stays of one kind on a file: a row opens its modal, 'Ajouter un hébergement' a blank one. */
export function HousingList({ actor, recipientId, kind }: { actor: Actor; recipientId: string; kind: HousingKind }) {
  const housings = useRecipientHousings(recipientId, kind);
  const { modal, open, close } = useRecordModal<Housing>();
  const columns: Column<Housing>[] = [
    ...HOUSING_KIND_COLUMNS[kind],
    { label: 'Actions', cell: (row) => <RowActions row={row} kind={kind} /> },
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
        tone={kind === 'hors' ? undefined : housingTone}
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
