import { resourceKind } from '@domain/resources/kind';
import { useResourceMutations, useResources, type Resource } from '../../../api/resources';
import type { Column } from '../../../components/DataTable';
import { RecordList } from '../../../components/RecordList';
import { formatDate, formatMoney } from '../../../lib/format';
import { ResourceModal } from './ResourceModal';

const LABELS = resourceKind.labels;

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
  const { remove } = useResourceMutations();
  return (
    <RecordList
      words={{
        title: 'Ressources',
        add: 'Ajouter une ressource',
        one: 'la ressource',
        empty: 'Aucune ressource.',
        unavailable: 'Impossible de charger les ressources.',
      }}
      columns={COLUMNS}
      list={resources}
      remove={remove}
      modal={(props) => <ResourceModal recipientId={recipientId} {...props} />}
      minWidth={700}
    />
  );
}
