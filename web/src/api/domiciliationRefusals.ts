import { refusalKind } from '@domain/domiciliations/refusals';
import type { DomiciliationRefusalFields } from '@domain/domiciliations/refusalsFields';
import type { FormOf } from '@domain/shared/forms';
import { useFileRecords, useRecordMutations } from './records';

/** A refusal of domiciliation as the file's list reads it: its fields, its file, and what the reader may do with it. */
export type DomiciliationRefusal = DomiciliationRefusalFields & {
  _id: string;
  recipient_id: string;
  seq: number;
  abilities: { edit: boolean; delete: boolean };
};
/** A refusal as its modal sends it. */
export type DomiciliationRefusalInput = FormOf<DomiciliationRefusalFields>;

const TAB = 'domiciliation_refusals';

/** The refusals of domiciliation of a file, latest first (GET /recipient/:id/domiciliation_refusals). */
export const useDomiciliationRefusals = (recipientId: string) => useFileRecords<DomiciliationRefusal>(TAB, refusalKind.plural, recipientId);

/** Add, edit and delete of a file's refusals of domiciliation. */
export const useDomiciliationRefusalMutations = () => useRecordMutations<DomiciliationRefusal, DomiciliationRefusalInput>(TAB, refusalKind);
