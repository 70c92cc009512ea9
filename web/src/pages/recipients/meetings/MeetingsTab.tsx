import { Stack } from '@mantine/core';
import { CommentsPanel } from '../comments/CommentsPanel';
import type { TabProps } from '../file/tabProps';
import { MeetingList } from './MeetingList';

/** 'Entretiens': the file's meetings with the aids handed out, their totals, and the comments. */
export function MeetingsTab({ file, actor }: TabProps) {
  return (
    <Stack>
      <MeetingList recipientId={file._id} actor={actor} />
      <CommentsPanel recipientId={file._id} field="meeting" />
    </Stack>
  );
}
