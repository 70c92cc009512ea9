import type { Filter } from './docStore';
import { seesEveryItem } from '@domain/organisms/sharedItems';
import type { Actor } from '@domain/users/actor';

/** Items of the shared address book the actor sees: all, or those visible to all or to their antenna. */
export function visibleTo(actor: Actor): Filter {
  return seesEveryItem(actor) ? {} : { $or: [{ antenna_id: null }, { antenna_id: actor.antenna_id }] };
}
