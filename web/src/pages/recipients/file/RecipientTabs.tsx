import { ScrollArea, Tabs } from '@mantine/core';
import {
  IconAddressBook,
  IconBed,
  IconBriefcase,
  IconCoin,
  IconGavel,
  IconHistory,
  IconId,
  IconMailbox,
  IconMessages,
  IconPaperclip,
  IconStethoscope,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ItemLoading } from '../../../components/ItemStatus';
import { useMobileLayout } from '../../../layout/mobile';
import { whenIdle } from '../../../lib/idle';
import { CivilTab } from './CivilTab';
import { resolveTab } from './recipientTabs';
import type { TabProps } from './tabProps';

/** A tab of the file: its URL hash, its label and its content. */
interface RecipientTab {
  hash: string;
  label: string;
  icon: Icon;
  Panel: ComponentType<TabProps>;
  /** Fetches the tab's code ahead of its first opening. */
  prefetch?: () => void;
}

/**
 * A tab whose code is not in the file's: the file opens on 'Identité' without it, then fetches it
 * when the browser is idle, so that the first switch to the tab waits for its data only.
 */
function lazyTab(load: () => Promise<ComponentType<TabProps>>): Pick<RecipientTab, 'Panel' | 'prefetch'> {
  return {
    Panel: lazy(async () => ({ default: await load() })),
    // A failed fetch ahead is not an error: opening the tab loads it again and says so if it fails.
    prefetch: () => void load().catch(() => undefined),
  };
}

const DomiciliationTab = lazyTab(async () => (await import('../domiciliation/DomiciliationTab')).DomiciliationTab);
const PenalTab = lazyTab(async () => (await import('../penal/PenalTab')).PenalTab);
const ContactsTab = lazyTab(async () => (await import('../contacts/ContactsTab')).ContactsTab);
const WorkTab = lazyTab(async () => (await import('../work/WorkTab')).WorkTab);
const HealthTab = lazyTab(async () => (await import('../health/HealthTab')).HealthTab);
const ResourcesTab = lazyTab(async () => (await import('../resources/ResourcesTab')).ResourcesTab);
const HousingTab = lazyTab(async () => (await import('../housing/HousingTab')).HousingTab);
const MeetingsTab = lazyTab(async () => (await import('../meetings/MeetingsTab')).MeetingsTab);
const AttachmentsTab = lazyTab(async () => (await import('../attachments/AttachmentsTab')).AttachmentsTab);
const HistoryTab = lazyTab(async () => (await import('../history/HistoryTab')).HistoryTab);

/**
 * The tabs in the order of docs/recipient-file.md, 'Tabs' (id, dom, sit-pen, contact, work, health, resources, housing, meetings,
 * attachments), then the history. Each later tab is one more line here when its screen exists.
 */
const TABS: RecipientTab[] = [
  { hash: 'id', label: 'Identité', icon: IconId, Panel: CivilTab },
  { hash: 'dom', label: 'Domiciliation', icon: IconMailbox, ...DomiciliationTab },
  { hash: 'sit-pen', label: 'Situation Pénale', icon: IconGavel, ...PenalTab },
  { hash: 'contact', label: 'Contacts', icon: IconAddressBook, ...ContactsTab },
  { hash: 'work', label: 'Formation/Emploi', icon: IconBriefcase, ...WorkTab },
  { hash: 'health', label: 'Santé', icon: IconStethoscope, ...HealthTab },
  { hash: 'resources', label: 'Ressources', icon: IconCoin, ...ResourcesTab },
  { hash: 'housing', label: 'Hébergement', icon: IconBed, ...HousingTab },
  { hash: 'meetings', label: 'Entretiens', icon: IconMessages, ...MeetingsTab },
  { hash: 'attachments', label: 'Porte document', icon: IconPaperclip, ...AttachmentsTab },
  { hash: 'historique', label: 'Historique', icon: IconHistory, ...HistoryTab },
];
const HASHES = TABS.map((tab) => tab.hash);

/** Scrolls the bar so that the open tab shows, in its middle when it can (a link may open a tab far to the right). */
function showOpenTab(viewport: HTMLElement | null) {
  const tab = viewport?.querySelector('[role="tab"][aria-selected="true"]');
  if (!viewport || !tab) return;
  const [bar, open] = [viewport.getBoundingClientRect(), tab.getBoundingClientRect()];
  viewport.scrollLeft += open.left - bar.left - (bar.width - open.width) / 2;
}

// On one line, as wide as its tabs (at least the screen's), so that the line under them runs under every one.
const ON_ONE_LINE = { style: { flexWrap: 'nowrap' }, w: 'max-content', miw: '100%' } as const;

/**
 * The tab bar; the URL hash chooses the tab, so links and the back button open the right one. On a phone the tabs
 * stay on one line, which scrolls sideways (wrapped, the eleven took six lines); a wider screen wraps them.
 */
export function RecipientTabs(props: TabProps) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const current = resolveTab(hash, HASHES);
  const mobile = useMobileLayout();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => whenIdle(() => TABS.forEach((tab) => tab.prefetch?.())), []);
  useEffect(() => showOpenTab(bar.current), [current, mobile]);
  const list = (
    <Tabs.List {...(mobile ? ON_ONE_LINE : { mb: 'md' })}>
      {TABS.map(({ hash: value, label, icon: TabIcon }) => (
        <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} />}>
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
  return (
    // Only the open tab is in the page: each tab loads its own data, and field labels stay unique.
    <Tabs value={current} onChange={(value) => value && void navigate({ hash: value })} keepMounted={false}>
      {mobile ? (
        <ScrollArea type="auto" scrollbars="x" scrollbarSize={6} offsetScrollbars="x" viewportRef={bar} mb="md">
          {list}
        </ScrollArea>
      ) : (
        list
      )}
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
