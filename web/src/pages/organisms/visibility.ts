// 'Visible par' of organisms and contacts: 'Tous' (the API's null, visible to every antenna) or one antenna.
import { canChangeVisibility } from '@domain/organisms/sharedItems';
import type { Actor } from '@domain/users/actor';

/** A Select holds strings: 'Tous' needs a value of its own. */
export const ALL_ANTENNAS = 'tous';

/** The picker's value for an item's antenna_id. */
export const visibilityOf = (antennaId: string | null | undefined) => antennaId ?? ALL_ANTENNAS;

/** The antenna_id sent for the picker's value. */
export const antennaIdOf = (visibility: string) => (visibility === ALL_ANTENNAS ? null : visibility);

/** A new item's visibility: organism managers start from 'Tous', anyone else from their antenna (as the server would). */
export const newItemVisibility = (actor: Actor) => visibilityOf(canChangeVisibility(actor) ? null : actor.antenna_id);
