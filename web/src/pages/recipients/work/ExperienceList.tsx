import { experienceKind } from '@domain/work/experience';
import { useExperienceMutations, useExperiences, type Experience } from '../../../api/work';
import type { Column } from '../../../components/DataTable';
import { ExperienceModal } from './ExperienceModal';
import { RecordList } from '../../../components/RecordList';

const LABELS = experienceKind.labels;

const COLUMNS: Column<Experience>[] = [
  { label: LABELS.name, cell: (experience) => experience.name },
  { label: LABELS.company, cell: (experience) => experience.company ?? '' },
  { label: 'Lieu', cell: (experience) => [experience.postal, experience.city].filter(Boolean).join(' ') },
  { label: LABELS.domain, cell: (experience) => experience.domain_label ?? '' },
  { label: LABELS.duration, cell: (experience) => experience.duration_label ?? '', nowrap: true },
  { label: LABELS.year, cell: (experience) => experience.year ?? '' },
];

/** The person's past jobs (the CV), each with its duration in years and months. */
export function ExperienceList({ recipientId }: { recipientId: string }) {
  const experiences = useExperiences(recipientId);
  const { remove } = useExperienceMutations();
  return (
    <RecordList
      words={{
        title: 'Expériences',
        add: 'Ajouter une expérience',
        one: "l'expérience",
        empty: 'Aucune expérience.',
        unavailable: 'Impossible de charger les expériences.',
      }}
      columns={COLUMNS}
      list={experiences}
      remove={remove}
      modal={(props) => <ExperienceModal recipientId={recipientId} {...props} />}
      minWidth={700}
    />
  );
}
