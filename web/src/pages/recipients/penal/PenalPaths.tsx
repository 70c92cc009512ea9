import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PENAL_MESSAGES } from '@domain/penal/rules';
import { usePenalMutations, usePenalPaths, type Detention, type PenalPath } from '../../../api/penal';
import { DataTable, type Column } from '../../../components/DataTable';
import { useRecordModal } from '../../../components/useRecordModal';
import { formatDate } from '../../../lib/format';
import { runRowAction } from '../../../lib/saveFeedback';
import { confirmToast } from '../../../lib/toasts';
import { DetentionModal } from './DetentionModal';
import { ownClick, RowAction } from '../../../components/rowActions';
import { ContactLinks, periodText } from './penalCells';
import { reportLinkRefused } from './penalFeedback';

/** The element's follow-up: the one linked, else the button that creates it from the element's dates and organism. */
function FollowCell({ row }: { row: Detention }) {
  const { linkFollow } = usePenalMutations();
  if (row.follow)
    return (
      <>
        <Text size="sm">{row.follow.organism ?? 'Suivi'}</Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {periodText(row.follow.start_date, row.follow.end_date)}
        </Text>
      </>
    );
  if (!row.abilities.link_follow) return null;
  const link = () => runRowAction(linkFollow, row._id, { success: PENAL_MESSAGES.followCreated, failure: reportLinkRefused });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconLink size={16} />}
      loading={linkFollow.isPending}
      {...ownClick}
      onClick={(event) => {
        ownClick.onClick(event);
        link();
      }}
    >
      Lier à un suivi
    </Button>
  );
}

/** Edit and delete (after confirmation), as the element allows. */
function RowActions({ row, onEdit }: { row: Detention; onEdit(): void }) {
  const { removeDetention } = usePenalMutations();
  const askRemove = () =>
    confirmToast("Souhaitez-vous supprimer l'élément du parcours", () =>
      runRowAction(removeDetention, row._id, { success: PENAL_MESSAGES.elementDeleted, failure: 'Suppression impossible' }),
    );
  return (
    <Group gap={4} wrap="nowrap" {...ownClick}>
      {row.abilities.edit && <RowAction label="Modifier l'élément" icon={<IconPencil size={18} />} onClick={onEdit} />}
      {row.abilities.delete && <RowAction label="Supprimer l'élément" icon={<IconTrash size={18} />} onClick={askRemove} color="red" />}
    </Group>
  );
}

const COLUMNS: Column<Detention>[] = [
  { label: "N° d'écrou", cell: (row) => row.detention_number ?? '' },
  { label: 'Lieu', cell: (row) => row.place_label ?? '' },
  { label: 'Statut', cell: (row) => row.status_label ?? '' },
  { label: 'Début', cell: (row) => formatDate(row.start_date), nowrap: true },
  { label: 'Fin', cell: (row) => formatDate(row.end_date), nowrap: true },
  { label: 'Sortie', cell: (row) => formatDate(row.exit_date), nowrap: true },
  { label: 'Durée (mois)', cell: (row) => (row.duration === null ? 'NR' : String(row.duration)), nowrap: true },
  { label: 'Organisme', cell: (row) => row.organism?.name ?? '' },
  { label: 'Contacts', cell: (row) => <ContactLinks contacts={row.contacts} /> },
  { label: 'Suivi', cell: (row) => <FollowCell row={row} /> },
];

/** One penal path: its title ('Parcours pénal n°N' when several), whether it is closed, and its elements. */
function PathTable({ path, onEdit }: { path: PenalPath; onEdit(row: Detention): void }) {
  const columns: Column<Detention>[] = [
    ...COLUMNS,
    { label: 'Actions', cell: (row) => <RowActions row={row} onEdit={() => onEdit(row)} /> },
  ];
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={5}>{path.title}</Title>
        {path.closed && (
          <Badge color="gray" variant="light" tt="none">
            Clos
          </Badge>
        )}
      </Group>
      <DataTable
        label={path.title}
        columns={columns}
        rows={path.detentions}
        loading={false}
        error={null}
        errorMessage=""
        empty="Aucun élément."
        onOpen={(row: Detention) => row.abilities.edit && onEdit(row)}
        minWidth={1100}
      />
    </Stack>
  );
}

/** The penal paths of the file and their detention elements; 'Ajouter un élément' opens a blank one. */
export function PenalPaths({ recipientId }: { recipientId: string }) {
  const paths = usePenalPaths(recipientId);
  const { modal, open, close } = useRecordModal<Detention>();
  useEffect(() => {
    if (paths.error) console.error('Chargement du parcours pénal impossible', paths.error);
  }, [paths.error]);
  return (
    <Stack component="section" aria-label="Détentions" gap="sm">
      <Group justify="space-between">
        <Title order={4}>Détentions</Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          Ajouter un élément
        </Button>
      </Group>
      {paths.isLoading && <Skeleton height={120} />}
      {paths.isError && <Alert color="red" title="Impossible de charger le parcours pénal." />}
      {paths.data?.length === 0 && <Text c="dimmed">Aucun parcours pénal.</Text>}
      {paths.data?.map((path) => (
        <PathTable key={path.number} path={path} onEdit={open} />
      ))}
      {modal && (
        <DetentionModal key={modal.opening} recipientId={recipientId} detention={modal.record} opened={modal.opened} onClose={close} />
      )}
    </Stack>
  );
}
