import { qualificationKind } from '@domain/work/qualification';
import { useQualificationMutations, useQualifications, type Qualification } from '../../../api/work';
import type { Column } from '../../../components/DataTable';
import { QualificationModal } from './QualificationModal';
import { RecordList } from '../../../components/RecordList';

const LABELS = qualificationKind.labels;

const COLUMNS: Column<Qualification>[] = [
  { label: LABELS.domain, cell: (qualification) => qualification.domain_label ?? '' },
  { label: LABELS.level, cell: (qualification) => qualification.level, nowrap: true },
  { label: LABELS.year, cell: (qualification) => qualification.year ?? '' },
  { label: LABELS.professionnal, cell: (qualification) => (qualification.professionnal ? 'Oui' : 'Non') },
  { label: LABELS.comment, cell: (qualification) => qualification.comment ?? '' },
];

/** The person's qualifications (diplomas, certificates) by domain and level. */
export function QualificationList({ recipientId }: { recipientId: string }) {
  const qualifications = useQualifications(recipientId);
  const { remove } = useQualificationMutations();
  return (
    <RecordList
      words={{
        title: 'Qualifications',
        add: 'Ajouter une qualification',
        one: 'la qualification',
        empty: 'Aucune qualification.',
        unavailable: 'Impossible de charger les qualifications.',
      }}
      columns={COLUMNS}
      list={qualifications}
      remove={remove}
      modal={(props) => <QualificationModal recipientId={recipientId} {...props} />}
      minWidth={600}
    />
  );
}
