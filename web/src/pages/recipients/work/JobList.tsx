import { Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { applicationKind } from '@domain/work/application';
import { WORK_MESSAGES as M } from '@domain/work/rules';
import { useApplicationArchive, useApplicationMutations, useApplications, type Application } from '../../../api/work';
import type { Column, RowTone } from '../../../components/DataTable';
import { formatDate, formatMoney } from '../../../lib/format';
import { runRowAction } from '../../../lib/saveFeedback';
import { StatusText } from '../domiciliation/StatusText';
import { RowAction } from '../../../components/rowActions';
import { JobModal } from './JobModal';
import { RecordList } from '../../../components/RecordList';

const LABELS = applicationKind.labels;

/** An archived job is over: it stands back, in words as well as in colour. */
const tone = (job: Application): RowTone | null => (job.terminated ? { bg: 'gray.1', title: 'Emploi terminé', state: 'terminated' } : null);

const COLUMNS: Column<Application>[] = [
  {
    label: LABELS.name,
    cell: (job) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {job.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[job.company, [job.postal, job.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
        </Text>
      </Stack>
    ),
  },
  { label: LABELS.domain, cell: (job) => job.domain_label ?? '' },
  { label: 'Type', cell: (job) => [job.type, job.contract_type].join(' · ') },
  {
    label: LABELS.status,
    cell: (job) => (
      <Stack gap={2} align="flex-start">
        {job.status}
        {job.terminated && <StatusText color="gray">Terminé</StatusText>}
      </Stack>
    ),
  },
  { label: 'Début', cell: (job) => formatDate(job.start_date), nowrap: true },
  { label: 'Fin', cell: (job) => formatDate(job.computed_end_date), nowrap: true },
  { label: 'Durée', cell: (job) => job.duration_label, nowrap: true },
  { label: 'Salaire', cell: (job) => formatMoney(job.salary), nowrap: true },
];

/** Archives a job still running: it becomes 'Terminé'. */
function ArchiveAction({ job }: { job: Application }) {
  const archive = useApplicationArchive();
  if (!job.abilities.archive) return null;
  return (
    <RowAction
      label="Archiver l'emploi"
      icon={<IconArchive size={18} />}
      onClick={() => runRowAction(archive, job._id, { success: M.archived, failure: 'Archivage impossible' })}
    />
  );
}

/** The jobs applied for or held, with their duration in weeks ('Indeterminée' without an end) and the archive of those running. */
export function JobList({ recipientId }: { recipientId: string }) {
  const jobs = useApplications(recipientId);
  const { remove } = useApplicationMutations();
  return (
    <RecordList
      words={{
        title: 'Emplois',
        add: 'Ajouter un emploi',
        one: "l'emploi",
        empty: 'Aucun emploi.',
        unavailable: 'Impossible de charger les emplois.',
      }}
      columns={COLUMNS}
      list={jobs}
      remove={remove}
      actions={(job) => <ArchiveAction job={job} />}
      tone={tone}
      modal={(props) => <JobModal recipientId={recipientId} {...props} />}
    />
  );
}
