import { ActionIcon, Button, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMailMutations, useRecipientProxies, type MailProxy } from '../../../api/mails';
import { DataTable, type Column } from '../../../components/DataTable';
import { useRecordModal } from '../../../components/useRecordModal';
import { formatDate } from '../../../lib/format';
import { runRowAction } from '../../../lib/saveFeedback';
import { confirmToast } from '../../../lib/toasts';
import { ProxyModal } from './ProxyModal';
import { StatusText } from './StatusText';

function RemoveProxy({ proxy }: { proxy: MailProxy }) {
  const { removeProxy } = useMailMutations();
  const ask = () =>
    confirmToast('Souhaitez-vous supprimer la procuration', () =>
      runRowAction(removeProxy, proxy._id, { success: "L'élément a été supprimé", failure: 'Suppression impossible' }),
    );
  return (
    <Tooltip label="Supprimer la procuration">
      <ActionIcon variant="subtle" color="red" aria-label="Supprimer la procuration" onClick={(event) => (event.stopPropagation(), ask())}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
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
  // A proxy mail was handed over under stays: the hand-over names it.
  { label: 'Actions', cell: (proxy) => (proxy.abilities.delete ? <RemoveProxy proxy={proxy} /> : null) },
];

/** The proxies of the file: people the person allows to collect their mail, each for a period. */
export function ProxyList({ recipientId }: { recipientId: string }) {
  const proxies = useRecipientProxies(recipientId);
  const { modal, open, close } = useRecordModal<MailProxy>();
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
        columns={COLUMNS}
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
