import type { JobName, Perform } from './jobs';
import type { WorkerDeps } from './deps';
import { evaluateFile } from './alerts/evaluateFile';
import { sweepAlerts } from './alerts/sweep';
import { produceReport } from './reports/produceReport';

/** The function performing each kind of job. */
export function performers(deps: WorkerDeps): Record<JobName, Perform> {
  return {
    'alerts.evaluateFile': evaluateFile(deps),
    'alerts.sweep': sweepAlerts(deps),
    'reports.produce': produceReport(deps),
  };
}
