import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { resourceKind } from '@domain/resources/kind';
import { RESOURCE_MESSAGES as M } from '@domain/resources/rules';
import { useResourceMutations, useResources, type Resource } from '../../../api/resources';
import { DataTable, type Column } from '../../../components/DataTable';
import { useRecordModal } from '../../../components/useRecordModal';
import { formatDate, formatMoney } from '../../../lib/format';
import { runRowAction } from '../../../lib/saveFeedback';
import { confirmToast } from '../../../lib/toasts';
import { ownClick, RowAction } from '../penal/penalCells';
import { ResourceModal } from './ResourceModal';

const LABELS = resourceKind.labels;

/** Edit and delete (after the 10 s confirmation), as the resource allows. */
function RowActions({ row, onEdit }: { row: Resource; onEdit(): void }) {
  const { remove } = useResourceMutations();
  const askRemove = () =>
    confirmToast('Souhaitez-vous supprimer la ressource', () =>
      runRowAction(remove, row._id, { success: M.deleted, failure: 'Suppression impossible' }),
    );
  return (
    <Group gap={4} wrap="nowrap" {...ownClick}>
      {row.abilities.edit && <RowAction label="Modifier la ressource" icon={<IconPencil size={18} />} onClick={onEdit} />}
      {row.abilities.delete && <RowAction label="Supprimer la ressource" icon={<IconTrash size={18} />} onClick={askRemove} color="red" />}
    </Group>
  );
}

const COLUMNS: Column<Resource>[] = [
  { label: LABELS.date, cell: (row) => formatDate(row.date), nowrap: true },
  { label: LABELS.label, cell: (row) => row.label },
  { label: LABELS.status, cell: (row) => row.status, nowrap: true },
  { label: LABELS.amount, cell: (row) => formatMoney(row.amount), nowrap: true },
  { label: LABELS.comment, cell: (row) => row.comment ?? '' },
];

/** The resources of the file: a row opens its modal, 'Ajouter une ressource' a blank one. */
export function ResourceList({ recipientId }: { recipientId: string }) {
  const resources = useResources(recipientId);
  const { modal, open, close } = useRecordModal<Resource>();
  const columns: Column<Resource>[] = [...COLUMNS, { label: 'Actions', cell: (row) => <RowActions row={row} onEdit={() => open(row)} /> }];
  return (
    <Stack component="section" aria-label="Ressources" gap="xs">
      <Group justify="space-between">
        <Title order={4}>Ressources</Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          Ajouter une ressource
        </Button>
      </Group>
      <DataTable
        label="Ressources du dossier"
        columns={columns}
        rows={resources.data}
        loading={resources.isLoading}
        error={resources.error}
        errorMessage="Impossible de charger les ressources."
        empty="Aucune ressource."
        onOpen={(row: Resource) => row.abilities.edit && open(row)}
        minWidth={700}
      />
      {modal && (
        <ResourceModal key={modal.opening} recipientId={recipientId} resource={modal.record} opened={modal.opened} onClose={close} />
      )}
    </Stack>
  );
}
