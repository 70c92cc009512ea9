import { contactRules, type ContactFields } from '../contacts/contacts';
import { organismExists, organismRules, type OrganismFields } from '../organisms/organisms';
import { canSeeItem, type SharedItem } from '../organisms/sharedItems';
import { referenceErrors, referencesIn, type ReferenceFacts, type ReferenceSpecs } from '../references/references';
import { invalid } from '../shared/errors';
import type { FormOf } from '../shared/forms';
import { flatten } from '../shared/paths';
import { isBlank, validate, validDate, type FieldErrors, type Rule } from '../shared/validation';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/slices';
import type { Actor } from '../users/actor';
import type { ContactOtherInput, FreeOrganismInput } from './fields';
import { CONTACT_LINK_MESSAGES as M } from './rules';

// A contact entered freely on a file joins the address book, with its organism when one is typed in.
// Organism names are unique (organisms/organisms.ts): a typed name already held is refused with 409
// 'L'organisme {name} existe déjà.' (docs/recipient-file.md, 'Contacts'), naming that organism when the writer sees it, so
// that the form offers to choose it rather than attach the contact to it behind the writer's back.
// Everything is judged here, before anything is written, so that a refused entry leaves the address book
// untouched.

/** The organism holding a typed name, as the command found it (its organism undefined when not found). */
export interface NameHolder {
  organism_id: string;
  name: string;
  organism: SharedItem | undefined;
}

/** Where the new contact's organism comes from. */
export type OrganismPlan =
  { kind: 'none' } | { kind: 'chosen'; organism_id: string } | { kind: 'created'; organism: FormOf<OrganismFields> };

/** What a free entry will write: the contact (its organism_id set once the organism is known) and its organism. */
export interface FreeEntryPlan {
  contact: FormOf<ContactFields>;
  organism: OrganismPlan;
}

/** What a contact entered freely names. */
const CONTACT_ENTRY_REFERENCES: ReferenceSpecs = { 'contact.fonction_id': { kind: 'choice', type: 'contact_fonction' } };
/** What an organism chosen or typed in names; its domain only matters when the organism is created. */
const ORGANISM_ENTRY_REFERENCES: ReferenceSpecs = {
  organism_id: { kind: 'organism', message: M.unknownOrganism },
  'organism.domain_id': { kind: 'choice', type: 'organism_domain' },
};
/** Every id a free entry names, for the command to look up. */
export const FREE_ENTRY_REFERENCES: ReferenceSpecs = { ...CONTACT_ENTRY_REFERENCES, ...ORGANISM_ENTRY_REFERENCES };

/** The address book's rules, at the path of the part of the entry they judge. */
const under = (prefix: string, rules: Rule[]): Rule[] => rules.map((rule) => ({ ...rule, path: `${prefix}.${rule.path}` }));

/** An organism typed in: any of its fields filled. */
const typedIn = (organism: FormOf<FreeOrganismInput> | null | undefined): organism is FormOf<FreeOrganismInput> =>
  !!organism && Object.values(flatten(organism as Record<string, unknown>)).some((value) => !isBlank(value));

/** A field left blank is stored null, as the address book's forms store it. */
const blankAsNull = <T>(value: T | null | undefined | ''): T | null => (isBlank(value) ? null : (value as T));

type OrganismEntry = Pick<FormOf<ContactOtherInput>, 'organism_id' | 'organism'>;
type EntryContext = { actor: Actor; references: ReferenceFacts; holder: NameHolder | null };

function organismPlan(input: OrganismEntry): OrganismPlan {
  if (!isBlank(input.organism_id)) return { kind: 'chosen', organism_id: String(input.organism_id) };
  if (!typedIn(input.organism)) return { kind: 'none' };
  const { name, domain_id, address } = input.organism;
  return { kind: 'created', organism: { name: name?.trim(), domain_id, address: address ?? undefined } };
}

/** The organism of an entry: where it comes from and what is wrong with it (an organism to create follows the address book's rules). */
export function judgeOrganism(input: OrganismEntry, ctx: EntryContext): { plan: OrganismPlan; errors: FieldErrors } {
  const plan = organismPlan(input);
  const creates = plan.kind === 'created';
  const errors = creates ? validate(under('organism', organismRules), input) : {};
  const named = referencesIn(ORGANISM_ENTRY_REFERENCES, input).filter((ref) => creates || ref.path !== 'organism.domain_id');
  return { plan, errors: { ...referenceErrors(named, ctx.references, ctx.actor), ...errors } };
}

/** An organism to create whose name is held already: 409, with the holder's id when the writer may choose it instead. */
export function refuseHeldName(plan: OrganismPlan, holder: NameHolder | null, actor: Actor): void {
  if (plan.kind !== 'created' || !holder) return;
  throw organismExists(holder.name, holder.organism && canSeeItem(actor, holder.organism) ? holder.organism_id : undefined);
}

/** The id of the organism an entry names, once chosen (null until one is created). */
export const organismIdOf = (plan: OrganismPlan): string | null => (plan.kind === 'chosen' ? plan.organism_id : null);

/**
 * Judges a free entry on the file: the file opened, the contact by the address book's rules, the
 * organism chosen (visible) or valid to create; 400 with every field's message, or 409
 * ORGANISM_ALREADY_EXISTS when the typed name is held already.
 */
export function planFreeEntry(input: FormOf<ContactOtherInput>, state: RecipientState, ctx: EntryContext): FreeEntryPlan {
  openFile(state, ctx.actor);
  const organism = judgeOrganism(input, ctx);
  // A name held already is said first: the writer is offered that organism, and its form's rules do not matter.
  refuseHeldName(organism.plan, ctx.holder, ctx.actor);
  const errors: FieldErrors = {
    ...referenceErrors(referencesIn(CONTACT_ENTRY_REFERENCES, input), ctx.references, ctx.actor),
    ...organism.errors,
    ...validate([...under('contact', contactRules), validDate('date', M.badDate)], input),
  };
  if (Object.keys(errors).length > 0) throw invalid(errors, M.missingFields);
  const { civility, name, surname, fonction_id, tel, email } = input.contact ?? {};
  const contact = { civility: blankAsNull(civility), name, surname, fonction_id: blankAsNull(fonction_id), tel, email: blankAsNull(email) };
  return { contact: { ...contact, organism_id: organismIdOf(organism.plan) }, organism: organism.plan };
}
