import { Divider, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { CommentsPanel } from '../comments/CommentsPanel';
import type { TabProps } from '../file/tabProps';
import { ExperienceList } from './ExperienceList';
import { FormationList } from './FormationList';
import { JobList } from './JobList';
import { PoleEmploiBox } from './PoleEmploiBox';
import { QualificationList } from './QualificationList';
import { SchoolLevelBox } from './SchoolLevelBox';

/**
 * 'Formation/Emploi' in two sub-tabs: Emplois (the France Travail box, jobs and past experiences) and
 * Formations (the school and French levels, formations and qualifications); then the comments.
 */
export function WorkTab({ file }: TabProps) {
  const [sub, setSub] = useState<string>('emplois');
  return (
    <Stack>
      <Tabs value={sub} onChange={(value) => value && setSub(value)} variant="pills" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="emplois">Emplois</Tabs.Tab>
          <Tabs.Tab value="formations">Formations</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="emplois">
          <Stack>
            <PoleEmploiBox recipientId={file._id} />
            <JobList recipientId={file._id} />
            <Divider />
            <ExperienceList recipientId={file._id} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="formations">
          <Stack>
            <SchoolLevelBox recipientId={file._id} />
            <FormationList recipientId={file._id} />
            <Divider />
            <QualificationList recipientId={file._id} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <CommentsPanel recipientId={file._id} field="work" />
    </Stack>
  );
}
