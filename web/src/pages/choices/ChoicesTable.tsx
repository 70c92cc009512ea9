import { ActionIcon, Group, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ChoiceItem } from '../../api/choices';
import { formatDate } from '../../lib/format';

const COLUMNS = ['Libellé', 'Dernière modification', 'Actions'];

function LoadingRows() {
  return Array.from({ length: 5 }, (_, row) => (
    <Table.Tr key={row}>
      {COLUMNS.map((column) => (
        <Table.Td key={column}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

function ChoiceLine({ item, deleting, onEdit, onDelete }: { item: ChoiceItem; deleting: boolean; onEdit(): void; onDelete(): void }) {
  return (
    <Table.Tr>
      <Table.Td>{item.label}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.last_update)}</Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );
}

/** The entries of one list, with their edit and delete actions; skeleton rows while loading. */
export function ChoicesTable(props: {
  items: ChoiceItem[] | undefined;
  loading: boolean;
  search: string;
  deletingId: string | null;
  onEdit(item: ChoiceItem): void;
  onDelete(item: ChoiceItem): void;
}) {
  const { items, loading, search, deletingId, onEdit, onDelete } = props;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table highlightOnHover striped aria-label="Éléments de la liste" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} w={column === 'Libellé' ? undefined : 1} style={{ whiteSpace: 'nowrap' }}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <LoadingRows />
          ) : (
            items?.map((item) => (
              <ChoiceLine key={item._id} item={item} deleting={deletingId === item._id} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
            ))
          )}
        </Table.Tbody>
      </Table>
      {!loading && items?.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {search ? `Aucun élément ne correspond à « ${search} ».` : 'Aucun élément dans cette liste.'}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
