import { Alert, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useRecipientHistory } from '../../../api/recipients';
import type { TabProps } from '../file/tabProps';
import { Pager } from '../../../components/Pager';
import { AccessLog } from './AccessLog';
import { HistoryTimeline } from './HistoryTimeline';
import { fromParisWallTime, toParisWallTime } from './parisTime';
import { PastState } from './PastState';

/** 'Historique': every event of the file, newest first, and the file as it was at a chosen instant. */
export function HistoryTab({ file, actor }: TabProps) {
  const [page, setPage] = useState(0);
  // The instant shown (ISO), or null for none: the present is the 'Identité' tab.
  const [asOf, setAsOf] = useState<string | null>(null);
  const history = useRecipientHistory(file._id, page);

  useEffect(() => {
    if (history.error) console.error("Chargement de l'historique impossible", history.error);
  }, [history.error]);

  const view = (instant: string | null) => {
    setAsOf(instant);
    // The past state is shown above the timeline: bring it into view.
    if (instant) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Stack>
      <DateTimePicker
        label="Voir le dossier au…"
        placeholder="Choisir une date et une heure"
        valueFormat="DD/MM/YYYY HH:mm"
        leftSection={<IconCalendarTime size={16} />}
        clearable
        maxDate={toParisWallTime(new Date())}
        value={asOf ? toParisWallTime(asOf) : null}
        onChange={(value) => view(value ? fromParisWallTime(value) : null)}
        w={{ base: '100%', sm: 320 }}
      />
      {asOf && <PastState id={file._id} asOf={asOf} actor={actor} onClose={() => setAsOf(null)} />}
      {history.isError ? (
        <Alert color="red" title="Historique indisponible">
          Impossible de charger l'historique du dossier.
        </Alert>
      ) : (
        <HistoryTimeline entries={history.data?.data} loading={history.isLoading} onView={view} />
      )}
      <Pager
        label="Pages de l'historique"
        page={page}
        lastPage={history.data?.pagination?.last_page ?? 0}
        onPage={setPage}
        disabled={history.isFetching}
      />
      {file.abilities.read_access_log && <AccessLog recipientId={file._id} after={history.dataUpdatedAt} />}
    </Stack>
  );
}
