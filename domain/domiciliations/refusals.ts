import { recordSlice, type RecordKind } from '../recipients/records';
import type { DomiciliationRefusalFields } from './refusalsFields';
import { REFUSAL_MESSAGES as M, refusalErrors } from './refusalsRules';

// The refusals of domiciliation a file records, for the préfet's annual report (CASF art. D264-8).
// Whoever may open the file records them, as its mails and proxies, and a radiated file may still
// record one: a refusal is a fact about the person's request, not a right granted to them.

type RefusalKind = RecordKind<DomiciliationRefusalFields, 'DomiciliationRefusal', 'domiciliation_refusals'>;

/** The refusals of domiciliation of a file; its rules judged on the day the kind is built for (see refusalKindOn). */
export const refusalKind: RefusalKind = {
  event: 'DomiciliationRefusal',
  plural: 'domiciliation_refusals',
  singular: 'domiciliation_refusal',
  labels: { date: 'Date', reason: 'Motif', comment: 'Commentaire' },
  kinds: { date: 'date' },
  references: {},
  messages: { missingFields: M.missingFields, notFound: M.notFound },
  normalize: (form) => form,
  // Without a day, only a date past every real one is refused: writes go through refusalKindOn(today).
  errors: (form) => refusalErrors(form, '9999-12-31'),
  sentences: {
    added: (refusal, display) => `Refus de domiciliation : ${refusal.reason} le ${display('date', refusal.date)}`,
    changed: "Modification d'un refus de domiciliation",
    deleted: "Suppression d'un refus de domiciliation",
  },
  sortBy: 'date',
};

/** The kind whose writes are judged on `today` (YYYY-MM-DD, in France): no refusal dated after it. */
export const refusalKindOn = (today: string): RefusalKind => ({ ...refusalKind, errors: (form) => refusalErrors(form, today) });

/** The refusals slice of the file. */
export const refusalSlice = recordSlice(refusalKind);
