import type { Actor } from '@domain/users/actor';
import { useMeetingMutations, useMeetings, type MeetingTotals, type MeetingView } from '../../../api/meetings';
import type { Column } from '../../../components/DataTable';
import { HelpTotalCell } from '../../../components/HelpTotalCell';
import { RecordList } from '../../../components/RecordList';
import { formatDate, formatMoney, formatPersonName } from '../../../lib/format';
import { MEETING_LABELS as LABELS } from './meetingForm';
import { MeetingModal } from './MeetingModal';

const count = (totals: MeetingTotals) => `${totals.count} entretien${totals.count > 1 ? 's' : ''}`;

/** The columns, the last row 'TOTAUX' giving the count of meetings and the file's aids total, as the server sums them. */
function columns(totals: MeetingTotals | undefined): Column<MeetingView>[] {
  return [
    { label: LABELS.date, cell: (row) => formatDate(row.date), nowrap: true, footer: totals?.label },
    { label: LABELS.user_id, cell: (row) => formatPersonName(row.user), footer: totals && count(totals) },
    { label: LABELS.type, cell: (row) => row.type, nowrap: true },
    { label: LABELS.presence, cell: (row) => row.presence, nowrap: true },
    { label: LABELS.topics, cell: (row) => [...row.topics, ...(row.sid ? [LABELS.sid] : [])].join(', ') },
    { label: LABELS.next_date, cell: (row) => formatDate(row.next_date), nowrap: true },
    {
      label: LABELS.total,
      cell: (row) => formatMoney(row.total),
      nowrap: true,
      footer: totals && <HelpTotalCell total={totals.help_total} high={totals.help_total_high} />,
    },
  ];
}

/** The meetings of the file, newest first, closed by the 'TOTAUX' row (which has no actions). */
export function MeetingList({ recipientId, actor }: { recipientId: string; actor: Actor }) {
  const meetings = useMeetings(recipientId);
  const { remove } = useMeetingMutations();
  return (
    <RecordList
      words={{
        title: 'Entretiens',
        add: 'Ajouter un entretien',
        one: "l'entretien",
        empty: 'Aucun entretien.',
        unavailable: 'Impossible de charger les entretiens.',
      }}
      columns={columns(meetings.data?.totals)}
      list={{ data: meetings.data?.meetings, isLoading: meetings.isLoading, error: meetings.error }}
      remove={remove}
      modal={(props) => <MeetingModal recipientId={recipientId} actor={actor} {...props} />}
      minWidth={900}
    />
  );
}
