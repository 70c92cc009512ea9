import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBarToUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { CONTACT_LINK_MESSAGES as M } from '@domain/contactLinks/rules';
import { useContactLinkMutations, useContactLinks, type ContactLinkRow } from '../../../api/contactLinks';
import { MailLink } from '../../../components/cells';
import { DataTable, type Column, type RowTone } from '../../../components/DataTable';
import { useRecordModal } from '../../../components/useRecordModal';
import { formatDate, formatPhone } from '../../../lib/format';
import { runRowAction } from '../../../lib/saveFeedback';
import { confirmToast } from '../../../lib/toasts';
import { ownClick, RowAction } from '../../../components/rowActions';
import { ContactLinkModal } from './ContactLinkModal';

/** A linked contact as a row of the table (rows are named by their contact: a contact is linked once per file). */
type LinkRow = ContactLinkRow & { _id: string };

/** The first contact is the file's priority contact, said in words as well as in colour. */
const priority =
  (first: string | undefined) =>
  (row: LinkRow): RowTone | null =>
    row.contact_id === first ? { bg: 'blue.0', title: 'Contact prioritaire', state: 'first' } : null;

/** Put first, edit and delete (after confirmation), as the link allows. */
function RowActions({ recipientId, row, onEdit }: { recipientId: string; row: LinkRow; onEdit(): void }) {
  const { unlink, putFirst } = useContactLinkMutations();
  const ids = { recipientId, contactId: row.contact_id };
  const askRemove = () =>
    confirmToast(M.confirmRemoval, () => runRowAction(unlink, ids, { success: M.removed, failure: 'Suppression impossible' }));
  return (
    <Group gap={4} wrap="nowrap" {...ownClick}>
      {row.abilities.put_first && (
        <RowAction
          label="Mettre en premier"
          icon={<IconArrowBarToUp size={18} />}
          onClick={() => runRowAction(putFirst, ids, { success: M.updated, failure: 'Modifications non enregistrées' })}
        />
      )}
      {row.abilities.edit && <RowAction label="Modifier le contact" icon={<IconPencil size={18} />} onClick={onEdit} />}
      {row.abilities.delete && <RowAction label="Supprimer le contact" icon={<IconTrash size={18} />} onClick={askRemove} color="red" />}
    </Group>
  );
}

/** A contact of another antenna keeps its place and date, its details hidden from the reader. */
const hidden = (
  <Text size="sm" c="dimmed">
    Contact non visible
  </Text>
);

const COLUMNS: Column<LinkRow>[] = [
  { label: 'Date', cell: (row) => formatDate(row.date), nowrap: true },
  { label: 'Organisme', cell: (row) => row.organism_name ?? '' },
  { label: 'Code postal et ville', cell: (row) => [row.postal_code, row.city].filter(Boolean).join(' ') },
  { label: 'Civilité', cell: (row) => row.civility ?? '' },
  { label: 'Prénom', cell: (row) => (row.visible ? row.surname : hidden) },
  { label: 'Nom', cell: (row) => row.name?.toUpperCase() ?? '' },
  { label: 'Fonction', cell: (row) => row.fonction ?? '' },
  { label: 'Téléphone', cell: (row) => formatPhone(row.tel), nowrap: true },
  { label: 'E-mail', cell: (row) => <MailLink email={row.email} />, minWidth: 140 },
];

/** The contacts linked to the file, in its order (the first is the priority contact): a row opens its modal, 'Ajouter un contact' a blank one. */
export function LinkedContactList({ recipientId }: { recipientId: string }) {
  const links = useContactLinks(recipientId);
  const rows = useMemo(() => links.data?.map((link) => ({ ...link, _id: link.contact_id })), [links.data]);
  const { modal, open, close } = useRecordModal<LinkRow>();
  const columns: Column<LinkRow>[] = [
    ...COLUMNS,
    { label: 'Actions', cell: (row) => <RowActions recipientId={recipientId} row={row} onEdit={() => open(row)} /> },
  ];
  return (
    <Stack component="section" aria-label="Contacts" gap="xs">
      <Group justify="space-between">
        <Title order={4}>Contacts</Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          Ajouter un contact
        </Button>
      </Group>
      <DataTable
        label="Contacts du dossier"
        columns={columns}
        rows={rows}
        loading={links.isLoading}
        error={links.error}
        errorMessage="Impossible de charger les contacts du dossier."
        empty="Aucun contact."
        onOpen={(row: LinkRow) => row.abilities.edit && open(row)}
        tone={priority(rows?.[0]?.contact_id)}
        minWidth={960}
      />
      {modal && (
        <ContactLinkModal
          key={modal.opening}
          recipientId={recipientId}
          link={modal.record}
          linkedIds={rows?.map((row) => row.contact_id) ?? []}
          opened={modal.opened}
          onClose={close}
        />
      )}
    </Stack>
  );
}
