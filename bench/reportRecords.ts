import { createHash } from 'node:crypto';
import { newId } from './newId';
import type { ChoiceType } from '@domain/choices/types';
import { domiciliationEnd } from '@domain/domiciliations/dates';
import { addDomiciliation, recordAttestation, type DomiciliationInput } from '@domain/domiciliations/decide';
import type { ProofPaper } from '@domain/domiciliations/fields';
import { refusalKindOn } from '@domain/domiciliations/refusals';
import type { RefusalReason } from '@domain/domiciliations/refusalsFields';
import { addMail, handOverMail } from '@domain/mails/decide';
import type { MailKind } from '@domain/mails/fields';
import { addDetention, addFollow, type PenalContext } from '@domain/penal/decide';
import { radiateRecipient } from '@domain/recipients/decide';
import { addRecord, existingRecord, updateRecord } from '@domain/recipients/recordDecisions';
import type { RecordKind } from '@domain/recipients/records';
import type { RecipientEvent } from '@domain/recipients/events';
import type { RecipientState } from '@domain/recipients/state';
import { addDays, addMonths } from '@domain/shared/dates';
import { applicationKind } from '@domain/work/application';
import { APPLICATION_TYPES, type ApplicationFields, type FormationFields } from '@domain/work/fields';
import { formationKind } from '@domain/work/formation';
import type { FilePlan } from './reportEvents';
import { chance, dayIn, daysBetween, later, type ActivityContext, type Days } from './reportFamilies';
import type { Seeded } from './seeded';

// Domiciliations and their mail, penal records, formations and jobs, radiations and refusals of the generated
// files, planned as their commands would record them (see reportEvents.ts).

/** Items received per month of domiciliation, on average. */
const MAILS_PER_MONTH = 0.25;

/** One of the values, each as often as its weight. */
function weighted<T>(random: Seeded, entries: [T, number][]): T {
  let draw = random.int(entries.reduce((sum, [, weight]) => sum + weight, 0));
  for (const [value, weight] of entries) if ((draw -= weight) < 0) return value;
  return entries[0][0];
}

const entryOf = (ctx: ActivityContext, type: ChoiceType): string | null => {
  const ids = ctx.targets.choices.get(type) ?? [];
  return ids.length > 0 ? ctx.random.pick(ids) : null;
};

const recordContext = (plan: FilePlan, ctx: ActivityContext) => ({ actor: plan.actor, references: ctx.targets.references });

/** The mail of a domiciliation's days: logged the day it came, most handed over within weeks, a few sent back. */
function planMails(plan: FilePlan, ctx: ActivityContext, period: Days): void {
  const { random } = ctx;
  const months = daysBetween(period.first, period.last) / 30;
  const count = random.int(Math.round(2 * months * MAILS_PER_MONTH) + 1);
  for (let i = 0; i < count; i += 1) {
    const date = dayIn(random, period.first, period.last);
    const mailId = newId();
    const kind = weighted<MailKind>(random, [
      ['Courrier', 85],
      ['Colis', 10],
      ['Recommandé / avis de passage', 5],
    ]);
    const mail = { user_id: plan.actor.id, date, number: chance(random, 70) ? 1 : 2 + random.int(2), kind };
    plan.on(date, 'mails', 'addMail', (state) =>
      addMail({ mailId, mail }, state, { actor: plan.actor, today: date, references: ctx.targets.references }),
    );
    const handed = addDays(date, random.int(25));
    if (!chance(random, 88) || handed > ctx.days.last) continue;
    const handed_to = chance(random, 93) ? 'recipient' : 'sender';
    plan.on(handed, 'mails', 'handOverMail', (state) =>
      handOverMail({ mailId, received_date: handed, handed_to }, state, { actor: plan.actor, today: handed }),
    );
  }
}

/** The attestation generated and kept for a domiciliation (its bytes are not written: no report reads them). */
function attestation(plan: FilePlan, random: Seeded, start: string) {
  const sha256 = createHash('sha256').update(newId()).digest('hex');
  const { number } = plan.file.numbered.data as { number: number };
  return { file_id: sha256, sha256, size: 180_000 + random.int(30_000), filename: `attestation-domicile-dossier-${number}-${start}.pdf` };
}

/**
 * Own domiciliations of a year each, the first begun up to a year before the window, half of those ended renewed
 * the next day (at most twice); each attested the day it begins, one in ten attested again later; mail meanwhile.
 * Gives the days of the last one (up to yesterday), or null when none.
 */
export function planDomiciliations(plan: FilePlan, ctx: ActivityContext): Days | null {
  const { random, days } = ctx;
  const first = later(plan.from, addDays(days.first, -365));
  if (first > days.last) return null;
  let start = dayIn(random, first, days.last);
  let period: Days | null = null;
  for (let renewals = 0; renewals < 3; renewals += 1) {
    const domiciliationId = newId();
    const paper = weighted<ProofPaper>(random, [
      ['CNI', 35],
      ['Titre de séjour', 30],
      ['Récépissé Titre de séjour', 20],
      ['Récépissé CNI', 5],
      ['Fiche de liaison SPIP', 10],
    ]);
    const form: DomiciliationInput = {
      kind: 'own',
      user_id: plan.actor.id,
      paper,
      origin: null,
      start_date: start,
      last_meeting: start,
      duration: 12,
      remarque: null,
    };
    const on = start;
    plan.on(on, 'domiciliations', 'addDomiciliation', (state) =>
      addDomiciliation({ domiciliationId, domiciliation: form }, state, recordContext(plan, ctx)),
    );
    const attested = (day: string) => {
      const file = attestation(plan, random, on);
      plan.on(day, 'domiciliations', 'recordAttestation', (state) =>
        recordAttestation({ domiciliationId, file }, state, { actor: plan.actor }),
      );
    };
    attested(on);
    const end = domiciliationEnd(start, 12);
    period = { first: start, last: end < days.last ? end : days.last };
    if (chance(random, 10)) attested(dayIn(random, period.first, period.last));
    planMails(plan, ctx, period);
    if (end >= days.last || !chance(random, 50)) break;
    start = addDays(end, 1);
  }
  return period;
}

/** A refusal of domiciliation, with one of the legal motives, recorded the day it was decided. */
export function planRefusal(plan: FilePlan, ctx: ActivityContext): void {
  const first = later(plan.from, ctx.days.first);
  if (first > ctx.days.last) return;
  const date = dayIn(ctx.random, first, ctx.days.last);
  const reason = weighted<RefusalReason>(ctx.random, [
    ['Absence de lien avec la commune', 40],
    ["Capacité d'accueil atteinte", 25],
    ["Hors du champ de l'agrément", 15],
    ['Dossier incomplet', 15],
    ['Autre', 5],
  ]);
  const recordId = newId();
  plan.on(date, 'refusals', 'addDomiciliationRefusal', (state) =>
    addRecord(refusalKindOn(date), { recordId, form: { date, reason, comment: null } }, state, recordContext(plan, ctx)),
  );
}

/** The context of a penal decision: organisms known by their names. */
function penalContext(plan: FilePlan, ctx: ActivityContext): PenalContext {
  const names = new Map(ctx.targets.spip.map((organism) => [organism.id, organism.name]));
  return { ...recordContext(plan, ctx), organismName: (id) => names.get(id), contactOrganism: () => undefined };
}

/** A follow-up by a SPIP the referent may name, of 6 to 24 months; gives its first day, or null when none was planned. */
export function planFollow(plan: FilePlan, ctx: ActivityContext): string | null {
  const { random, days } = ctx;
  const organisms = ctx.targets.spip.filter((o) => o.antenna_id === null || o.antenna_id === plan.actor.antenna_id);
  const first = later(plan.from, addDays(days.first, -365));
  const lastStart = addDays(days.last, -30);
  if (organisms.length === 0 || first > lastStart) return null;
  const start = dayIn(random, first, lastStart);
  const follow = { organism_id: random.pick(organisms).id, start_date: start, end_date: addMonths(start, 6 + random.int(19)) };
  const followId = newId();
  plan.on(start, 'penal', 'addFollow', (state) => addFollow({ followId, follow }, state, penalContext(plan, ctx)));
  return start;
}

/** A detention ended by an exit (just before the follow-up when there is one), recorded on the day of the exit. */
export function planDetention(plan: FilePlan, ctx: ActivityContext, followStart: string | null): void {
  const { random, days } = ctx;
  const place = entryOf(ctx, 'detention_place');
  const status = entryOf(ctx, 'detention_status');
  const first = later(plan.from, addDays(days.first, -365));
  if (!place || !status || first > days.last) return;
  const exit = followStart ? later(first, addDays(followStart, -random.int(20))) : dayIn(random, first, days.last);
  const detention = { place, status, start_date: addMonths(exit, -(3 + random.int(36))), end_date: exit, exit_date: exit };
  const detentionId = newId();
  plan.on(exit, 'penal', 'addDetention', (state) => addDetention({ detentionId, detention }, state, penalContext(plan, ctx)));
}

/** An edit of a record of a file: the stored record with these fields changed. */
function planRecordChange<F extends object>(
  plan: FilePlan,
  ctx: ActivityContext,
  kind: RecordKind<F>,
  recordId: string,
  day: string,
  set: Partial<F>,
) {
  plan.on(day, 'work', `update${kind.event}`, (state: RecipientState) => {
    const stored = { ...existingRecord(kind, state, recordId) } as Record<string, unknown>;
    const update = { origin: stored, current: { ...stored, ...set }, failOnConcurrent: false };
    // A kind's events are the file's (its slice is one of FILE_SLICES); the generic kind does not say which.
    return updateRecord(kind, { recordId, update }, state, recordContext(plan, ctx)) as unknown as RecipientEvent[];
  });
}

const FORMATIONS = [
  'Agent de propreté',
  'Préparateur de commandes',
  'CACES R489',
  'Français langue étrangère',
  'Aide à domicile',
  'Commis de cuisine',
];

/** A formation followed from its start; once over (or given up), passed or failed and ended. */
export function planFormation(plan: FilePlan, ctx: ActivityContext): void {
  const { random, days } = ctx;
  const first = later(plan.from, days.first);
  const domain = entryOf(ctx, 'qualification_domain');
  if (!domain || first > addDays(days.last, -10)) return;
  const start = dayIn(random, first, addDays(days.last, -10));
  const end = addDays(start, 30 + random.int(210));
  const form: FormationFields = {
    type: entryOf(ctx, 'formation_type'),
    domain,
    name: random.pick(FORMATIONS),
    status: 'En cours de formation',
    application_date: addDays(start, -(10 + random.int(60))),
    start_date: start,
    end_date: end,
    effective_end_date: null,
    participation: chance(random, 30) ? 50 + 10 * random.int(25) : null,
    terminated: false,
    in_detention: chance(random, 3),
    drive_license: chance(random, 10),
    comment: null,
    contact_ids: [],
  };
  const recordId = newId();
  plan.on(start, 'work', 'addFormation', (state) => addRecord(formationKind, { recordId, form }, state, recordContext(plan, ctx)));
  const stopped = chance(random, 15) ? addDays(start, 1 + random.int(daysBetween(start, end))) : end;
  if (stopped > days.last) return;
  const status = stopped === end && chance(random, 75) ? 'Réussie' : 'Échouée';
  planRecordChange(plan, ctx, formationKind, recordId, stopped, { status, effective_end_date: stopped, terminated: true });
}

const JOBS: [string, string][] = [
  ['Agent de propreté', 'Onet'],
  ['Manutentionnaire', 'Adecco'],
  ['Commis de cuisine', 'Sodexo'],
  ['Ouvrier du bâtiment', 'Vinci'],
  ['Employé libre-service', 'Carrefour'],
];

/** A job applied for; within weeks, hired for about half (a fixed-term contract ends), refused for a third. */
export function planApplication(plan: FilePlan, ctx: ActivityContext): void {
  const { random, days } = ctx;
  const first = later(plan.from, days.first);
  const domain = entryOf(ctx, 'qualification_domain');
  if (!domain || first > days.last) return;
  const applied = dayIn(random, first, days.last);
  const [name, company] = random.pick(JOBS);
  const form: ApplicationFields = {
    name,
    domain,
    type: random.pick(APPLICATION_TYPES),
    contract_type: 'À définir',
    status: 'En cours de candidature',
    company,
    city: random.pick(['Lyon', 'Villeurbanne', 'Marseille', 'Lille', 'Roubaix']),
    application_date: applied,
    terminated: false,
    in_detention: false,
    contact_ids: [],
  };
  const recordId = newId();
  plan.on(applied, 'work', 'addApplication', (state) => addRecord(applicationKind, { recordId, form }, state, recordContext(plan, ctx)));
  const answered = addDays(applied, 10 + random.int(50));
  const outcome = random.int(100);
  if (answered > days.last || outcome >= 80) return;
  if (outcome >= 45) return planRecordChange(plan, ctx, applicationKind, recordId, answered, { status: 'Refusé' });
  const contract_type = random.pick(['CDD', 'CDDI (insertion)', 'CDI', 'CDII (interim)'] as const);
  const end_date = contract_type === 'CDI' ? null : addMonths(answered, 3 + random.int(10));
  const salary = 900 + 50 * random.int(15);
  planRecordChange(plan, ctx, applicationKind, recordId, answered, {
    status: 'Embauché',
    contract_type,
    start_date: answered,
    end_date,
    salary,
  });
  if (end_date && end_date <= days.last)
    planRecordChange(plan, ctx, applicationKind, recordId, end_date, { status: 'Terminé', effective_end_date: end_date, terminated: true });
}

/** A radiation within these days (a domiciliation's, so the annual report counts it), with a reason most of the time. */
export function planRadiation(plan: FilePlan, ctx: ActivityContext, within: Days | null): void {
  const period = within ?? { first: later(plan.from, ctx.days.first), last: ctx.days.last };
  if (period.first > period.last) return;
  const on = dayIn(ctx.random, period.first, period.last);
  const radiation = {
    on,
    radiation_reason: chance(ctx.random, 85) ? entryOf(ctx, 'radiation_reasons') : null,
    radiation_status: chance(ctx.random, 50) ? entryOf(ctx, 'radiation_status') : null,
  };
  plan.radiate(on, (state) => radiateRecipient(radiation, state, { ...recordContext(plan, ctx), today: on }));
}
