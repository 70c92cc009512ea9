import { refusalKind } from '@domain/domiciliations/refusals';
import { useDomiciliationRefusalMutations, useDomiciliationRefusals, type DomiciliationRefusal } from '../../../api/domiciliationRefusals';
import type { Column } from '../../../components/DataTable';
import { RecordList } from '../../../components/RecordList';
import { formatDate } from '../../../lib/format';
import { RefusalModal } from './RefusalModal';

const LABELS = refusalKind.labels;

const COLUMNS: Column<DomiciliationRefusal>[] = [
  { label: LABELS.date, cell: (row) => formatDate(row.date), nowrap: true },
  { label: LABELS.reason, cell: (row) => row.reason },
  { label: LABELS.comment, cell: (row) => row.comment ?? '' },
];

/** The refusals of domiciliation of the file (counted by the préfet's annual report): a row opens its modal. */
export function RefusalList({ recipientId }: { recipientId: string }) {
  const refusals = useDomiciliationRefusals(recipientId);
  const { remove } = useDomiciliationRefusalMutations();
  return (
    <RecordList
      words={{
        title: 'Refus de domiciliation',
        add: 'Ajouter un refus',
        one: 'le refus',
        empty: 'Aucun refus de domiciliation.',
        unavailable: 'Impossible de charger les refus de domiciliation.',
      }}
      columns={COLUMNS}
      list={refusals}
      remove={remove}
      modal={(props) => <RefusalModal recipientId={recipientId} {...props} />}
      minWidth={600}
    />
  );
}
