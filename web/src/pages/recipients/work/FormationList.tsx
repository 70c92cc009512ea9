import { Stack } from '@mantine/core';
import { formationKind } from '@domain/work/formation';
import { useFormationMutations, useFormations, type Formation } from '../../../api/work';
import type { Column, RowTone } from '../../../components/DataTable';
import { formatDate, formatMoney } from '../../../lib/format';
import { StatusText } from '../domiciliation/StatusText';
import { FormationModal } from './FormationModal';
import { RecordList } from '../../../components/RecordList';

const LABELS = formationKind.labels;

/** A formation over stands back, in words as well as in colour. */
const tone = (formation: Formation): RowTone | null =>
  formation.terminated ? { bg: 'gray.1', title: 'Formation terminée', state: 'terminated' } : null;

const COLUMNS: Column<Formation>[] = [
  { label: LABELS.name, cell: (formation) => formation.name },
  { label: LABELS.type, cell: (formation) => formation.type_label ?? '' },
  { label: LABELS.domain, cell: (formation) => formation.domain_label ?? '' },
  {
    label: LABELS.status,
    cell: (formation) => (
      <Stack gap={2} align="flex-start">
        {formation.status}
        {formation.terminated && <StatusText color="gray">Terminée</StatusText>}
      </Stack>
    ),
  },
  { label: 'Début', cell: (formation) => formatDate(formation.start_date), nowrap: true },
  { label: 'Fin', cell: (formation) => formatDate(formation.computed_end_date), nowrap: true },
  { label: 'Durée', cell: (formation) => formation.duration_label, nowrap: true },
  { label: 'Participation', cell: (formation) => formatMoney(formation.participation), nowrap: true },
];

/** The formations the person applied for, follows or followed, with their duration in weeks ('Indeterminée' without an end). */
export function FormationList({ recipientId }: { recipientId: string }) {
  const formations = useFormations(recipientId);
  const { remove } = useFormationMutations();
  return (
    <RecordList
      words={{
        title: 'Formations',
        add: 'Ajouter une formation',
        one: 'la formation',
        empty: 'Aucune formation.',
        unavailable: 'Impossible de charger les formations.',
      }}
      columns={COLUMNS}
      list={formations}
      remove={remove}
      tone={tone}
      modal={(props) => <FormationModal recipientId={recipientId} {...props} />}
    />
  );
}
