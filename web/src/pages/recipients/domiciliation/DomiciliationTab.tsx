import { Divider, Stack } from '@mantine/core';
import { CommentsPanel } from '../comments/CommentsPanel';
import type { TabProps } from '../file/tabProps';
import { DomiciliationList } from './DomiciliationList';
import { MailList } from './MailList';
import { MailRedirectionField } from './MailRedirectionField';
import { ProxyList } from './ProxyList';
import { RefusalList } from './RefusalList';

/** 'Domiciliation': the domiciliations and their attestations, the refusals, the mail and its hand-over, the proxies, the redirection and the comments. */
export function DomiciliationTab({ file, actor }: TabProps) {
  return (
    <Stack>
      <DomiciliationList actor={actor} recipientId={file._id} />
      <RefusalList recipientId={file._id} />
      <Divider />
      <MailList actor={actor} recipientId={file._id} />
      <MailRedirectionField recipientId={file._id} />
      <Divider />
      <ProxyList recipientId={file._id} />
      <CommentsPanel recipientId={file._id} field="domiciliation" />
    </Stack>
  );
}
