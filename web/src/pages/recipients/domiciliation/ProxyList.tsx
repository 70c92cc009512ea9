import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMailMutations, useRecipientProxies, type MailProxy } from '../../../api/mails';
import { DataTable, type Column } from '../../../components/DataTable';
import { ownClick, RowAction } from '../../../components/rowActions';
import { useRecordModal } from '../../../components/useRecordModal';
import { formatDate } from '../../../lib/format';
import { runRowAction } from '../../../lib/saveFeedback';
import { confirmToast } from '../../../lib/toasts';
import { ProxyModal } from './ProxyModal';
import { StatusText } from './StatusText';

/** The edit and the deletion of a proxy, asked for confirmation; a proxy some mail was handed over under stays (the hand-over names it). */
function ProxyActions({ proxy, onEdit }: { proxy: MailProxy; onEdit(): void }) {
  const { removeProxy } = useMailMutations();
  const ask = () =>
    confirmToast('Souhaitez-vous supprimer la procuration', () =>
      runRowAction(removeProxy, proxy._id, { success: "L'élément a été supprimé", failure: 'Suppression impossible' }),
    );
  return (
    <Group gap={4} wrap="nowrap" {...ownClick}>
      {proxy.abilities.edit && <RowAction label="Modifier la procuration" icon={<IconPencil size={18} />} onClick={onEdit} />}
      {proxy.abilities.delete && <RowAction label="Supprimer la procuration" icon={<IconTrash size={18} />} onClick={ask} color="red" />}
    </Group>
  );
}

const COLUMNS: Column<MailProxy>[] = [
  { label: 'Mandataire', cell: (proxy) => proxy.name },
  { label: "Pièce d'identité", cell: (proxy) => proxy.identity_document },
  { label: 'Début', cell: (proxy) => formatDate(proxy.start_date), nowrap: true },
  { label: 'Fin', cell: (proxy) => formatDate(proxy.end_date) || "Jusqu'à révocation", nowrap: true },
  {
    label: 'État',
    cell: (proxy) => <StatusText color={proxy.valid ? 'green' : 'gray'}>{proxy.valid ? 'Valable' : 'Hors période'}</StatusText>,
    nowrap: true,
  },
];

/** The proxies of the file: people the person allows to collect their mail, each for a period. */
export function ProxyList({ recipientId }: { recipientId: string }) {
  const proxies = useRecipientProxies(recipientId);
  const { modal, open, close } = useRecordModal<MailProxy>();
  const columns: Column<MailProxy>[] = [
    ...COLUMNS,
    { label: 'Actions', cell: (proxy) => <ProxyActions proxy={proxy} onEdit={() => open(proxy)} /> },
  ];
  return (
    <Stack component="section" aria-label="Procurations" gap="xs">
      <Group justify="space-between">
        <Title order={4}>Procurations</Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          Ajouter une procuration
        </Button>
      </Group>
      <DataTable
        label="Procurations du dossier"
        columns={columns}
        rows={proxies.data}
        loading={proxies.isLoading}
        error={proxies.error}
        errorMessage="Impossible de charger les procurations."
        empty="Aucune procuration."
        onOpen={(proxy: MailProxy) => proxy.abilities.edit && open(proxy)}
        minWidth={700}
      />
      {modal && <ProxyModal key={modal.opening} recipientId={recipientId} proxy={modal.record} opened={modal.opened} onClose={close} />}
    </Stack>
  );
}
