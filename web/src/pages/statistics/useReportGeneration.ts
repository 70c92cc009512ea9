import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { REPORT_LABELS, STATISTICS_MESSAGES as M, type Statistic } from '@domain/statistics/reportTypes';
import { ApiError } from '../../api/client';
import { produceReport, ReportFailed } from '../../api/statistics';
import { saveFile } from '../../lib/download';
import { showServerErrors, type ErrorsForm } from '../../lib/saveFeedback';
import { toastError, toastSuccess } from '../../lib/toasts';
import { jobFailureToast, reportFailureMessage } from './reportForm';

/** The last report downloaded: its name and size in bytes. */
export interface ProducedReport {
  name: string;
  size: number;
}

/** Tells why no report came (docs/screens.md, 'Statistics'): the message of the code, the server's field errors beside the fields. */
function tellFailure(form: ErrorsForm, error: unknown): void {
  console.error('Rapport non produit', error);
  if (error instanceof ReportFailed) {
    const { title, message } = jobFailureToast(error.code, error.reason);
    return toastError(message, { title });
  }
  if (!(error instanceof ApiError)) return toastError(reportFailureMessage(''));
  showServerErrors(form, error);
  // A refusal of the antenna or of a restricted type says why in the title; the code's words stay the message.
  toastError(reportFailureMessage(error.code), { title: error.status === 403 ? error.message : undefined });
}

/**
 * Produces a report and downloads it: `progress` (0 to 100) while its job runs, null otherwise; the
 * file is saved under the server's name and told of ('Le rapport est prêt…'), with its size kept in
 * `produced`. Leaving the page stops following the job.
 */
export function useReportGeneration(form: ErrorsForm) {
  const [progress, setProgress] = useState<number | null>(null);
  const [produced, setProduced] = useState<ProducedReport | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const generation = useMutation({
    mutationFn: (statistic: Statistic) => {
      running.current = new AbortController();
      return produceReport(statistic, { onProgress: setProgress, signal: running.current.signal });
    },
  });

  const generate = (statistic: Statistic) => {
    setProgress(0);
    setProduced(null);
    generation.mutate(statistic, {
      onSuccess: ({ blob, name }) => {
        const fileName = name ?? `${REPORT_LABELS[statistic.type]}.xlsx`;
        saveFile(blob, fileName);
        setProduced({ name: fileName, size: blob.size });
        toastSuccess(M.ready);
      },
      onError: (error) => tellFailure(form, error),
      onSettled: () => setProgress(null),
    });
  };
  return { generate, progress, produced, running: generation.isPending };
}
