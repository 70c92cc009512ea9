import { useQuery } from '@tanstack/react-query';
import type { MeetingInput, MeetingList, MeetingTotals, MeetingView } from '../../../api/types';
import { get } from './client';
import { useRecordMutations } from './records';

// The calls of the Entretiens tab (docs/api.md 'Meetings'): the file's meetings with their totals row,
// add, edit and delete of a meeting. Its aid lines are picked from the catalogue's aids still offered
// (useHelps in ./helps, GET /helps without archived aids).

export type { MeetingInput, MeetingTotals, MeetingView };

const TAB = 'meetings';

/** The meetings of a file, newest first, and the final 'TOTAUX' row (GET /recipient/:id/meetings). */
export const useMeetings = (recipientId: string) =>
  useQuery({ queryKey: [TAB, 'meetings', recipientId], queryFn: () => get<MeetingList>(`/api/web/recipient/${recipientId}/meetings`) });

/**
 * Add (PUT /recipient/:id/meetings, answers the new id), edit (POST /meeting/:id) and delete (DELETE
 * /meeting/:id) of a meeting; each reloads the tab and the file (its aids total and last meeting).
 */
export const useMeetingMutations = () => useRecordMutations<MeetingView, MeetingInput>(TAB, { plural: 'meetings', singular: 'meeting' });
