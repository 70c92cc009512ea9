import { Divider, Stack } from '@mantine/core';
import { CommentsPanel } from '../comments/CommentsPanel';
import type { TabProps } from '../file/tabProps';
import { LinkedContactList } from './LinkedContactList';
import { OrganismPickers } from './OrganismPickers';

/** 'Contacts': the organisms that sent and follow the person, the contacts linked to the file, and the comments. */
export function ContactsTab({ file }: TabProps) {
  return (
    <Stack>
      <OrganismPickers recipientId={file._id} />
      <Divider />
      <LinkedContactList recipientId={file._id} />
      <CommentsPanel recipientId={file._id} field="contacts" />
    </Stack>
  );
}
