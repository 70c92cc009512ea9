// What the screens show or hide; the server enforces the same rules (domain/users/permissions.ts).
import type { PublicUser } from '../../../api/types';
import { hasRights, type Actor } from '@domain/users/actor';
import { canChooseAnyAntenna, canCreateUsers, canGrantHabilitation, canOpenUser } from '@domain/users/permissions';
import { HABILITATIONS } from '@domain/users/habilitations';

/** The signed-in user as permission checks see them. */
export const actorOf = (me: PublicUser): Actor => ({
  id: me._id,
  habilitation: me.habilitation,
  rights: me.rights,
  antenna_id: me.antenna_id,
});

/** Habilitations the user may give: their own rank and below. */
export const grantableHabilitations = (me: Actor) => HABILITATIONS.filter((h) => canGrantHabilitation(me, h));

export { canChooseAnyAntenna, canCreateUsers, canOpenUser, hasRights };
