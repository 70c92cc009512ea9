import { Button, List, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import {
  IconArrowsRightLeft,
  IconBan,
  IconBed,
  IconEye,
  IconFileCertificate,
  IconFilePlus,
  IconGavel,
  IconLock,
  IconMail,
  IconMailbox,
  IconMailCheck,
  IconMessage,
  IconPencil,
  IconPoint,
  IconRefresh,
  IconScale,
  IconTrash,
  IconUserCheck,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import type { HistoryEntry } from '../../../api/recipients';
import { formatDateTime, formatPersonName } from '../../../lib/format';

/** The bullet of each kind of event; any kind added later gets a plain dot. */
const ICONS: [prefix: string, icon: Icon][] = [
  ['RecipientCreated', IconFilePlus],
  ['RecipientCivilDataChanged', IconPencil],
  ['RecipientRadiated', IconBan],
  ['RecipientUnradiated', IconRefresh],
  ['RecipientTransferred', IconArrowsRightLeft],
  ['RecipientDeleted', IconTrash],
  ['JusticePeriodSet', IconGavel],
  ['MailRedirectionSet', IconMail],
  ['Comment', IconMessage],
  ['Housing', IconBed],
  ['Domiciliation', IconFileCertificate],
  ['MailHandedOver', IconMailCheck],
  ['Mail', IconMailbox],
  ['Proxy', IconUserShield],
  ['Detention', IconLock],
  ['Follow', IconUserCheck],
  ['Sid', IconLock],
  ['Condamnations', IconScale],
];
const iconOf = (type: string) => ICONS.find(([prefix]) => type.startsWith(prefix))?.[1] ?? IconPoint;

/** One change: 'Label : ancien → nouveau'; a creation only says what was filled in. */
function changeText(entry: HistoryEntry, change: HistoryEntry['changes'][number]): string {
  if (entry.type === 'RecipientCreated') return `${change.label} : ${change.to}`;
  return `${change.label} : ${change.from} → ${change.to}`;
}

/** The file's history, newest first; each entry can show the file as it was just after it. */
export function HistoryTimeline({
  entries,
  loading,
  onView,
}: {
  entries: HistoryEntry[] | undefined;
  loading: boolean;
  onView(at: string): void;
}) {
  if (loading) {
    return (
      <Stack aria-busy="true" aria-label="Chargement de l'historique">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    );
  }
  if (!entries?.length) return <Text c="dimmed">Aucun événement.</Text>;
  return (
    <Timeline bulletSize={26} lineWidth={2} aria-label="Historique du dossier">
      {entries.map((entry) => {
        const Bullet = iconOf(entry.type);
        return (
          <Timeline.Item key={entry.position} bullet={<Bullet size={14} />} title={entry.summary}>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)} — {formatPersonName(entry.user) || 'Inconnu'}
            </Text>
            {entry.changes.length > 0 && (
              <List size="sm" mt={4}>
                {entry.changes.map((change) => (
                  <List.Item key={change.field}>{changeText(entry, change)}</List.Item>
                ))}
              </List>
            )}
            {entry.text && (
              <Text size="sm" mt={4} fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
                « {entry.text} »
              </Text>
            )}
            {entry.type !== 'RecipientDeleted' && (
              <Button variant="subtle" size="compact-xs" mt={4} leftSection={<IconEye size={14} />} onClick={() => onView(entry.at)}>
                Voir le dossier à ce moment
              </Button>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
