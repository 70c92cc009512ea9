import { hasRights, isAntennaScoped, type Actor } from '../users/actor';
import { applyChanges, diffUpdate, noChanges, touchedFields, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { forbidden, invalid } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { validate, type Rule } from '../shared/validation';

// Organisms and contacts are shared address-book items: visible to every antenna (antenna_id null,
// shown 'Tous') or to one antenna, edited by organism managers or by the people of that antenna.

/** An item of the shared address book: its visibility and archive flag. */
export interface SharedItem {
  antenna_id?: string | null;
  archived?: boolean;
}

export const SHARED_MESSAGES = {
  missingFields: 'Des champs sont manquants',
  visibility: 'Seule la gestion des organismes peut choisir la visibilité',
} as const;

/** Everyone sees every item but volunteers and antenna administrators; organism managers edit every item, so they see them all too. */
export const seesEveryItem = (actor: Actor) => !isAntennaScoped(actor) || hasRights(actor, 'organism_management');

/** An item visible to all, to the actor's antenna, or to someone who sees every item. */
export const canSeeItem = (actor: Actor, item: SharedItem) =>
  seesEveryItem(actor) || item.antenna_id == null || item.antenna_id === actor.antenna_id;

/** organism_management, or an item of one's own antenna. */
export const canEditItem = (actor: Actor, item: SharedItem) =>
  hasRights(actor, 'organism_management') || (item.antenna_id != null && item.antenna_id === actor.antenna_id);

/** Who may choose an item's visibility. */
export const canChangeVisibility = (actor: Actor) => hasRights(actor, 'organism_management');

/** What the actor may do with an item they opened: the form offers exactly these. */
export const itemAbilities = (actor: Actor, item: SharedItem) => ({
  edit: canEditItem(actor, item),
  change_visibility: canChangeVisibility(actor),
});

/**
 * A new item as recorded: valid, with its flags defaulted to false, and visible to the creator's
 * antenna unless an organism manager chose otherwise (anyone may create: "a new item" is editable).
 */
export function newSharedItem<T extends SharedItem>(form: FormOf<T>, actor: Actor, rules: Rule[], flags: string[]): T {
  const item = admitForm(form, validate(rules, form), SHARED_MESSAGES.missingFields);
  const chosen = item.antenna_id === undefined ? undefined : item.antenna_id;
  if (!canChangeVisibility(actor) && chosen !== undefined && chosen !== actor.antenna_id) throw forbidden(SHARED_MESSAGES.visibility);
  const antenna_id = chosen === undefined ? (canChangeVisibility(actor) ? null : actor.antenna_id) : chosen;
  const defaults = Object.fromEntries(flags.map((flag) => [flag, false]));
  return { ...defaults, ...item, antenna_id };
}

/** The changes of an edit an actor may make to an item, valid once applied (none when nothing changed). */
export function sharedItemChanges<T extends SharedItem>(stored: T, update: UpdateRequest, actor: Actor, rules: Rule[]): FieldChanges {
  if (!canSeeItem(actor, stored) || !canEditItem(actor, stored)) throw forbidden();
  const changes = diffUpdate(stored, update);
  if (noChanges(changes)) return changes;
  if (touchedFields(changes).has('antenna_id') && !canChangeVisibility(actor)) throw forbidden(SHARED_MESSAGES.visibility);
  const errors = validate(rules, applyChanges(stored, changes));
  if (Object.keys(errors).length > 0) throw invalid(errors, SHARED_MESSAGES.missingFields);
  return changes;
}
