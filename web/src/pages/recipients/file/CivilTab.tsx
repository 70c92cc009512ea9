import { Divider, Fieldset, Group, Stack } from '@mantine/core';
import { ItemLoading } from '../../../components/ItemStatus';
import { CommentsPanel } from '../comments/CommentsPanel';
import { RecipientForm } from '../form/RecipientForm';
import { useRecipientOptions } from '../form/useRecipientOptions';
import { DeleteFileButton } from './DeleteFileButton';
import { RadiationSection } from './RadiationSection';
import type { TabProps } from './tabProps';
import { TransferSection } from './TransferSection';

/** 'Identité': the civil form, its comments, radiation and transfer, and the deletion of the file. */
export function CivilTab({ file, actor }: TabProps) {
  const options = useRecipientOptions(actor);
  if (options.loading) return <ItemLoading />;
  return (
    <Stack>
      <RecipientForm actor={actor} options={options} file={file} />
      <CommentsPanel recipientId={file._id} field="civil" />
      <Fieldset legend="Radiation et transfert">
        <Stack>
          <RadiationSection file={file} />
          <Divider />
          <TransferSection file={file} />
        </Stack>
      </Fieldset>
      {file.abilities.delete && (
        <Group justify="flex-end">
          <DeleteFileButton file={file} />
        </Group>
      )}
    </Stack>
  );
}
