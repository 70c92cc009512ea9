import { newId } from './newId';
import { addComment } from '@domain/recipients/comments';
import { updateRecipient } from '@domain/recipients/decide';
import { COMMENT_FIELDS } from '@domain/recipients/fields';
import type { FilePlan } from './reportEvents';
import { dayIn, later, type ActivityContext } from './reportFamilies';

const COMMENTS = [
  'Dossier à compléter : justificatif de ressources attendu',
  'Vu avec l’assistante sociale du secteur',
  'Souhaite un rendez-vous le matin',
  'Orienté vers la permanence juridique',
  'A signalé un changement de numéro de téléphone',
];

/** Edits of the civil tab through the years: a new phone number or e-mail, as the file's referent records them. */
export function planCivilEdits(plan: FilePlan, ctx: ActivityContext, count: number): void {
  const { random, days } = ctx;
  const first = later(plan.from, days.first);
  if (first > days.last) return;
  for (let i = 0; i < count; i += 1) {
    const day = dayIn(random, first, days.last);
    const field = random.int(2) === 0 ? 'tel' : 'email';
    const value = field === 'tel' ? `06${String(10_000_000 + random.int(89_999_999))}` : `personne${random.int(1_000_000)}@exemple.fr`;
    plan.on(day, 'civil_edits', 'updateRecipient', (state) => {
      const update = { origin: { [field]: state.civil[field] ?? null }, current: { [field]: value }, failOnConcurrent: false };
      return updateRecipient({ update }, state, { actor: plan.actor, references: ctx.targets.references, today: day });
    });
  }
}

/** Comments on the file's tabs, as staff leave them after a visit. */
export function planComments(plan: FilePlan, ctx: ActivityContext, count: number): void {
  const { random, days } = ctx;
  const first = later(plan.from, days.first);
  if (first > days.last) return;
  for (let i = 0; i < count; i += 1) {
    const command = { commentId: newId(), field: random.pick(COMMENT_FIELDS), text: random.pick(COMMENTS) };
    plan.on(dayIn(random, first, days.last), 'comments', 'addComment', (state) => addComment(command, state, { actor: plan.actor }));
  }
}
