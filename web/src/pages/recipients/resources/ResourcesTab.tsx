import { Stack } from '@mantine/core';
import { CommentsPanel } from '../comments/CommentsPanel';
import type { TabProps } from '../file/tabProps';
import { CafBox } from './CafBox';
import { ResourceList } from './ResourceList';

/** 'Ressources': the CAF box, the table of resources and the comments. */
export function ResourcesTab({ file }: TabProps) {
  return (
    <Stack>
      <CafBox recipientId={file._id} />
      <ResourceList recipientId={file._id} />
      <CommentsPanel recipientId={file._id} field="resource" />
    </Stack>
  );
}
