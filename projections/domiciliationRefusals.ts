import { refusalKind } from '@domain/domiciliations/refusals';
import { recordsProjection } from './records';

/** The refusals of domiciliation of each file (the Domiciliation tab's 'Refus de domiciliation'). */
export const domiciliationRefusalsProjection = recordsProjection({
  name: 'domiciliation_refusals',
  version: 1,
  kinds: [refusalKind],
  groups: [],
});
