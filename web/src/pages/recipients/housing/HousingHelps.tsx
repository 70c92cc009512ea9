import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useHousingHelps, useHousingMutations, type HousingHelpDoc } from '../../../api/housings';
import { DataTable, type Column } from '../../../components/DataTable';
import { ownClick, RowAction } from '../../../components/rowActions';
import { useRecordModal } from '../../../components/useRecordModal';
import { formatDate } from '../../../lib/format';
import { confirmToast } from '../../../lib/toasts';
import { HousingHelpModal } from './HousingHelpModal';
import { runRowAction } from '../../../lib/saveFeedback';

/** The edit and the deletion of an application, asked for confirmation. */
function HelpActions({ help, onEdit }: { help: HousingHelpDoc; onEdit(): void }) {
  const { removeHelp } = useHousingMutations();
  const ask = () =>
    confirmToast('Souhaitez-vous supprimer la demande', () =>
      runRowAction(removeHelp, help._id, { success: "L'élément a été supprimé", failure: 'Suppression impossible' }),
    );
  return (
    <Group gap={4} wrap="nowrap" {...ownClick}>
      <RowAction label="Modifier la demande" icon={<IconPencil size={18} />} onClick={onEdit} />
      <RowAction label="Supprimer la demande" icon={<IconTrash size={18} />} onClick={ask} color="red" />
    </Group>
  );
}

const COLUMNS: Column<HousingHelpDoc>[] = [
  { label: 'Type', cell: (help) => help.type ?? '' },
  { label: 'Statut', cell: (help) => help.status ?? '' },
  { label: 'Numéro', cell: (help) => help.id_number ?? '' },
  { label: 'Demande', cell: (help) => formatDate(help.ask_date), nowrap: true },
  { label: 'Réponse', cell: (help) => formatDate(help.answer_date), nowrap: true },
  {
    label: 'Validité',
    cell: (help) =>
      help.validity_start_date || help.validity_end_date
        ? `${formatDate(help.validity_start_date)} – ${formatDate(help.validity_end_date)}`
        : '',
    nowrap: true,
  },
];

/** The housing applications of the file (SIAO, DAHO, DALO, Logement social, Autre). */
export function HousingHelps({ recipientId }: { recipientId: string }) {
  const helps = useHousingHelps(recipientId);
  const { modal, open, close } = useRecordModal<HousingHelpDoc>();
  const columns: Column<HousingHelpDoc>[] = [
    ...COLUMNS,
    { label: 'Actions', cell: (help) => <HelpActions help={help} onEdit={() => open(help)} /> },
  ];
  return (
    <Stack component="section" aria-label="Demandes d'aide au logement" gap="xs">
      <Group justify="space-between">
        <Title order={4}>Demandes d'aide au logement</Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          Ajouter une demande
        </Button>
      </Group>
      <DataTable
        label="Demandes d'aide au logement"
        columns={columns}
        rows={helps.data}
        loading={helps.isLoading}
        error={helps.error}
        errorMessage="Impossible de charger les demandes d'aide au logement."
        empty="Aucune demande d'aide au logement."
        onOpen={(help: HousingHelpDoc) => open(help)}
        minWidth={700}
      />
      {modal && (
        <HousingHelpModal key={modal.opening} recipientId={recipientId} help={modal.record} opened={modal.opened} onClose={close} />
      )}
    </Stack>
  );
}
