import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useHelps, type HelpView } from '../../api/helps';
import { useSession } from '../../auth/session';
import { DataTable, type Column } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { ownClick, RowAction } from '../../components/rowActions';
import { formatMoney } from '../../lib/format';
import { oneOfParam, textParam, type ListSpec } from '../../lib/listParams';
import { useListParams } from '../../lib/useListParams';
import { useHelpDeletion } from './useHelpDeletion';

/** The top-bar search and whether archived aids are shown (?archived=all) live in the URL. */
const HELPS_LIST: ListSpec<{ search: string; archived: 'false' | 'all' }> = {
  filters: { search: textParam, archived: oneOfParam(['false', 'all'] as const, 'false') },
};

/** A blank price or stock means something: said in words, greyed. */
const unset = (words: string) => (
  <Text size="sm" c="dimmed">
    {words}
  </Text>
);

const COLUMNS: Column<HelpView>[] = [
  { label: 'Libellé', cell: (help) => help.label },
  { label: 'Catégorie', cell: (help) => help.category },
  { label: 'Prix', cell: (help) => (help.price === null ? unset('Non fixé') : formatMoney(help.price)), nowrap: true },
  { label: 'Stock', cell: (help) => (help.stock === null ? unset('Non suivi') : help.stock) },
  {
    label: 'Archivée',
    cell: (help) =>
      help.archived && (
        <Badge color="yellow" variant="light">
          Archivée
        </Badge>
      ),
  },
];

/** The bin of a row, for an aid the reader may delete (a manager, and no meeting handed it out). */
function useDeleteColumn(): Column<HelpView> {
  const { ask, deleting } = useHelpDeletion();
  return {
    label: 'Actions',
    cell: (help) =>
      help.abilities.delete && (
        <Group gap={4} wrap="nowrap" {...ownClick}>
          <RowAction
            label={`Supprimer l'aide ${help.label}`}
            icon={<IconTrash size={18} />}
            color="red"
            onClick={() => deleting !== help._id && ask(help)}
          />
        </Group>
      ),
  };
}

/**
 * /helps: the aid catalogue, searched from the top bar (label or category), the archived aids shown
 * on demand; a row opens its aid. Adding and deleting are for holders of helps_management.
 */
export default function HelpsPage() {
  const navigate = useNavigate();
  const { abilities } = useSession();
  const [{ filters }, { setFilters }] = useListParams(HELPS_LIST, 'search');
  const { search, archived } = filters;
  const helps = useHelps(search, archived);
  const deleteColumn = useDeleteColumn();
  const manager = !!abilities?.manage_helps;

  return (
    <ListPage
      title="Liste des aides"
      action={
        manager && (
          <Button component={Link} to="/help/new" leftSection={<IconPlus size={18} />}>
            Ajouter une aide
          </Button>
        )
      }
      filters={
        <Switch
          label="Afficher les aides archivées"
          checked={archived === 'all'}
          onChange={(event) => setFilters({ archived: event.currentTarget.checked ? 'all' : 'false' })}
        />
      }
    >
      <DataTable
        label="Aides"
        columns={manager ? [...COLUMNS, deleteColumn] : COLUMNS}
        rows={helps.data}
        loading={helps.isLoading}
        error={helps.error}
        errorMessage="Impossible de charger le catalogue des aides."
        empty={search ? `Aucune aide ne correspond à « ${search} ».` : 'Aucune aide.'}
        onOpen={(help) => void navigate(`/help/${help._id}`)}
        minWidth={640}
      />
    </ListPage>
  );
}
