import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ChoiceItem } from '../../api/choices';
import { DataTable, type Column } from '../../components/DataTable';
import { formatDate } from '../../lib/format';

interface Props {
  items: ChoiceItem[] | undefined;
  loading: boolean;
  /** Why the entries could not be loaded, or null. */
  error: unknown;
  search: string;
  deletingId: string | null;
  onEdit(item: ChoiceItem): void;
  onDelete(item: ChoiceItem): void;
}

function Actions({ deleting, onEdit, onDelete }: { deleting: boolean; onEdit(): void; onDelete(): void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Modifier">
        <ActionIcon variant="subtle" aria-label="Modifier" onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Supprimer">
        <ActionIcon variant="subtle" color="red" aria-label="Supprimer" loading={deleting} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The entries of one list, with their edit and delete actions; skeleton rows while loading. */
export function ChoicesTable({ items, loading, error, search, deletingId, onEdit, onDelete }: Props) {
  const columns: Column<ChoiceItem>[] = [
    { label: 'Libellé', cell: (item) => item.label },
    { label: 'Dernière modification', cell: (item) => formatDate(item.last_update), nowrap: true },
    {
      label: 'Actions',
      cell: (item) => <Actions deleting={deletingId === item._id} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />,
    },
  ];
  return (
    <DataTable
      label="Éléments de la liste"
      columns={columns}
      rows={items}
      loading={loading}
      error={error}
      errorMessage="Impossible de charger les éléments de cette liste."
      empty={search ? `Aucun élément ne correspond à « ${search} ».` : 'Aucun élément dans cette liste.'}
      // The label takes the room left; the other columns keep to their content.
      header={(column) => (
        <Table.Th key={column.label} w={column.label === 'Libellé' ? undefined : 1} style={{ whiteSpace: 'nowrap' }}>
          {column.label}
        </Table.Th>
      )}
      minWidth={480}
    />
  );
}
