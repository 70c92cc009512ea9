import { Tabs } from '@mantine/core';
import { IconBed, IconHistory, IconId, type Icon } from '@tabler/icons-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ItemLoading } from '../../../components/ItemStatus';
import { CivilTab } from './CivilTab';
import { resolveTab } from './recipientTabs';
import type { TabProps } from './tabProps';

/** A tab of the file: its URL hash, its label and its content. */
interface RecipientTab {
  hash: string;
  label: string;
  icon: Icon;
  Panel: ComponentType<TabProps>;
}

// Tabs other than the first are loaded when opened: the file opens on 'Identité' without their code.
const HousingTab = lazy(async () => ({ default: (await import('../housing/HousingTab')).HousingTab }));
const HistoryTab = lazy(async () => ({ default: (await import('../history/HistoryTab')).HistoryTab }));

/**
 * The tabs in the spec's order (id, dom, sit-pen, contact, work, health, resources, housing, meetings,
 * attachments), then the history. Each later tab is one more line here when its screen exists.
 */
const TABS: RecipientTab[] = [
  { hash: 'id', label: 'Identité', icon: IconId, Panel: CivilTab },
  { hash: 'housing', label: 'Hébergement', icon: IconBed, Panel: HousingTab },
  { hash: 'historique', label: 'Historique', icon: IconHistory, Panel: HistoryTab },
];
const HASHES = TABS.map((tab) => tab.hash);

/** The tab bar; the URL hash chooses the tab, so links and the back button open the right one. */
export function RecipientTabs(props: TabProps) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const current = resolveTab(hash, HASHES);
  return (
    // Only the open tab is in the page: each tab loads its own data, and field labels stay unique.
    <Tabs value={current} onChange={(value) => value && void navigate({ hash: value })} keepMounted={false}>
      <Tabs.List mb="md">
        {TABS.map(({ hash: value, label, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map(({ hash: value, Panel }) => (
        <Tabs.Panel key={value} value={value}>
          <Suspense fallback={<ItemLoading />}>
            <Panel {...props} />
          </Suspense>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
