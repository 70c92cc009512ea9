import type { DocSession, Filter } from '../docStore';
import { STAT_DOMICILIATIONS, type DomiciliationFact } from './domiciliationFacts';
import { STAT_FILES, type FileFact } from './fileFacts';
import { eachStayOfAntenna } from './housingFacts';
import { eachMonthOfMeetings } from './meetingFacts';
import { eachBatch } from './windows';
import type { Days } from './periods';

// Who an antenna followed over a period: the people reports and the /statistics charts count. A file is followed
// by an antenna over some days when, within them, the antenna held a meeting with the person, housed them (a stay
// of any kind meeting the days), domiciled them (an own domiciliation meeting the days), or opened their file.
// Activity counts for the antenna the file belonged to when it was recorded; a file opened counts for the antenna
// it belongs to now.

/** The rule above in the words a report's sheet states it. */
export const FOLLOWED_NOTE =
  "Personnes suivies : dossiers ayant, dans la période, un entretien, un hébergement ou une domiciliation de l'antenne, ou ouverts dans la période.";

const antennaFilter = (antennaId: string | null): Filter => (antennaId === null ? {} : { antenna_id: antennaId });

/** The files each antenna (only the one asked for, unless null) followed over the days, by antenna id. */
export async function followedByAntenna(docs: DocSession, antennaId: string | null, days: Days): Promise<Map<string, Set<string>>> {
  const followed = new Map<string, Set<string>>();
  const add = (antenna: string, recipientId: string) => {
    const files = followed.get(antenna) ?? new Set<string>();
    files.add(recipientId);
    followed.set(antenna, files);
  };
  await eachMonthOfMeetings(docs, antennaId, days, (_span, meetings) => meetings.forEach((m) => add(m.antenna_id, m.recipient_id)));
  await eachStayOfAntenna(docs, antennaId, days, (stay) => add(stay.antenna_id, stay.recipient_id));
  const domiciled: Filter = {
    ...antennaFilter(antennaId),
    kind: 'own',
    start_date: { $lte: days.last },
    $or: [{ end_date: null }, { end_date: { $gte: days.first } }],
  };
  await eachBatch(
    docs.collection<DomiciliationFact>(STAT_DOMICILIATIONS),
    { where: domiciled, select: ['antenna_id', 'recipient_id'] },
    (doms) => doms.forEach((dom) => add(dom.antenna_id, dom.recipient_id)),
  );
  const opened: Filter = { ...antennaFilter(antennaId), created_on: { $gte: days.first, $lte: days.last } };
  await eachBatch(docs.collection<FileFact>(STAT_FILES), { where: opened, select: ['antenna_id'] }, (files) =>
    files.forEach((file) => add(file.antenna_id, file._id)),
  );
  return followed;
}

/** The files the antenna (every antenna when null) followed over the days. */
export async function followedFiles(docs: DocSession, antennaId: string | null, days: Days): Promise<Set<string>> {
  const all = new Set<string>();
  for (const files of (await followedByAntenna(docs, antennaId, days)).values()) for (const id of files) all.add(id);
  return all;
}
