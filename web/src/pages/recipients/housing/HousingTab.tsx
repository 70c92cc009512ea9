import { Divider, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { HOUSING_KIND_LABELS, HOUSING_KINDS, type HousingKind } from '@domain/housings/fields';
import { CommentsPanel } from '../comments/CommentsPanel';
import type { TabProps } from '../file/tabProps';
import { HousingHelps } from './HousingHelps';
import { HousingList } from './HousingList';

/** 'Hébergement': the stays of the three kinds in sub-tabs, the housing applications and the comments. */
export function HousingTab({ file, actor }: TabProps) {
  const [kind, setKind] = useState<HousingKind>('hebergement');
  return (
    <Stack>
      <Tabs value={kind} onChange={(value) => value && setKind(value as HousingKind)} variant="pills" keepMounted={false}>
        <Tabs.List mb="sm">
          {HOUSING_KINDS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {HOUSING_KIND_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {HOUSING_KINDS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <HousingList actor={actor} recipientId={file._id} kind={value} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Divider />
      <HousingHelps recipientId={file._id} />
      <CommentsPanel recipientId={file._id} field="housing" />
    </Stack>
  );
}
