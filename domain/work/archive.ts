import { existingRecord } from '../recipients/recordDecisions';
import type { RecordsOf } from '../recipients/records';
import { openFile } from '../recipients/permissions';
import { defineSlice } from '../recipients/slice';
import type { RecipientState } from '../recipients/slices';
import type { Actor } from '../users/actor';
import { applicationKind } from './application';
import type { ApplicationFields } from './fields';
import { WORK_MESSAGES as M } from './rules';

// Archiving a job ends it (docs/recipient-file.md, 'Formation/Emploi'): it sets `terminated`, and the history says 'Emploi archivé'
// rather than an edit of a yes/no field, hence an event of its own.

/** A job was archived. */
export type ApplicationArchived = { type: 'ApplicationArchived'; data: { record_id: string } };

type Applications = RecordsOf<ApplicationFields, 'applications'>;

/** The archive of jobs: it folds into the file's jobs, which the applications slice holds. */
export const applicationArchiveSlice = defineSlice<Applications, ApplicationArchived>({
  name: 'application_archive',
  eventTypes: ['ApplicationArchived'],
  initialState: { applications: {} },
  labels: {},
  kinds: {},
  evolve(state, event) {
    const stored = state.applications[event.data.record_id];
    if (!stored) return state;
    return { applications: { ...state.applications, [event.data.record_id]: { ...stored, terminated: true } } };
  },
  describe: () => ({ summary: M.archived, changes: [] }),
  referencedIds: () => [],
});

/** Archives a job of the file; one archived already is left as it is (a second click records nothing). */
export function archiveApplication(command: { recordId: string }, state: RecipientState, ctx: { actor: Actor }): ApplicationArchived[] {
  openFile(state, ctx.actor);
  const application = existingRecord(applicationKind, state, command.recordId);
  if (application.terminated) return [];
  return [{ type: 'ApplicationArchived', data: { record_id: command.recordId } }];
}
