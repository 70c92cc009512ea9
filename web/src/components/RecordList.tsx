import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { DataTable, type Column, type RowTone } from './DataTable';
import { useRecordModal } from './useRecordModal';
import { runRowAction } from '../lib/saveFeedback';
import { confirmToast } from '../lib/toasts';
import { ownClick, RowAction } from './rowActions';

/** A record as the tab lists it: what the reader may do with it comes with it. */
type Row = { _id: string; abilities: { edit: boolean; delete: boolean } };

/** How a list names its records: 'Emplois', 'Ajouter un emploi', "l'emploi"... */
export interface RecordWords {
  title: string;
  add: string;
  /** With its article, for the row actions ('Modifier l'emploi') and the delete confirmation. */
  one: string;
  empty: string;
  /** Said when the list cannot be loaded. */
  unavailable: string;
}

/** The modal of a record of the list, or of a new one (record null). */
export type RecordModalProps<T> = { record: T | null; opened: boolean; onClose(): void };

interface Props<T extends Row> {
  words: RecordWords;
  columns: Column<T>[];
  list: { data: T[] | undefined; isLoading: boolean; error: unknown };
  remove: { mutateAsync(id: string): Promise<unknown> };
  /** Renders the modal; keyed on each opening, it starts with a fresh form. */
  modal(props: RecordModalProps<T>): ReactNode;
  /** Actions of a row beyond edit and delete (a job's archive). */
  actions?(row: T): ReactNode;
  tone?(row: T): RowTone | null;
  minWidth?: number;
}

/**
 * A table of a file's records with its add button and its modal: a row (or its pencil) opens the record, the
 * bin deletes it after the 10-second confirmation.
 */
export function RecordList<T extends Row>({ words, columns, list, remove, modal: renderModal, actions, tone, minWidth }: Props<T>) {
  const { modal, open, close } = useRecordModal<T>();
  const askRemove = (row: T) =>
    confirmToast(`Souhaitez-vous supprimer ${words.one}`, () =>
      runRowAction(remove, row._id, { success: "L'élément a été supprimé", failure: 'Suppression impossible' }),
    );
  const withActions: Column<T>[] = [
    ...columns,
    {
      label: 'Actions',
      cell: (row) => (
        <Group gap={4} wrap="nowrap" {...ownClick}>
          {row.abilities.edit && <RowAction label={`Modifier ${words.one}`} icon={<IconPencil size={18} />} onClick={() => open(row)} />}
          {actions?.(row)}
          {row.abilities.delete && (
            <RowAction label={`Supprimer ${words.one}`} icon={<IconTrash size={18} />} onClick={() => askRemove(row)} color="red" />
          )}
        </Group>
      ),
    },
  ];
  return (
    <Stack component="section" aria-label={words.title} gap="xs">
      <Group justify="space-between">
        <Title order={4}>{words.title}</Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
          {words.add}
        </Button>
      </Group>
      <DataTable
        label={words.title}
        columns={withActions}
        rows={list.data}
        loading={list.isLoading}
        error={list.error}
        errorMessage={words.unavailable}
        empty={words.empty}
        onOpen={(row: T) => row.abilities.edit && open(row)}
        tone={tone}
        minWidth={minWidth}
      />
      {modal && <Fragment key={modal.opening}>{renderModal({ record: modal.record, opened: modal.opened, onClose: close })}</Fragment>}
    </Stack>
  );
}
