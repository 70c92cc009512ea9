import { Divider, Stack } from '@mantine/core';
import { CommentsPanel } from '../comments/CommentsPanel';
import type { TabProps } from '../file/tabProps';
import { ComplementaryPanel } from './ComplementaryPanel';
import { FollowList } from './FollowList';
import { PenalPaths } from './PenalPaths';
import { SidSwitch } from './SidSwitch';

/** 'Situation Pénale': the penal paths and their detention elements, the SPIP follow-ups, the switch, the complementary information and the comments. */
export function PenalTab({ file }: TabProps) {
  return (
    <Stack>
      <PenalPaths recipientId={file._id} />
      <Divider />
      <FollowList recipientId={file._id} />
      <SidSwitch recipientId={file._id} sid={file.sid} />
      <ComplementaryPanel file={file} />
      <CommentsPanel recipientId={file._id} field="detention" />
    </Stack>
  );
}
