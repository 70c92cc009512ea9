import { canCreateAntenna } from '../antennas/decide';
import { canManageHelps } from '../helps/permissions';
import { canEditHotel, mayChooseAnyRoomAntenna, mayLendRoom } from '../hotels/permissions';
import { canChooseRecipientAntenna, referentsLimitedToAntenna } from '../recipients/permissions';
import { canEditSiege } from '../siege/siege';
import { mayProduceReport, RESTRICTED_REPORT_TYPES } from '../statistics/reportTypes';
import { hasRights, type Actor } from './actor';
import { HABILITATIONS, RIGHTS, type Habilitation, type Right } from './habilitations';
import { canChooseAnyAntenna, canCreateUsers, canGrantHabilitation, canSetRight, defaultRightsFor } from './permissions';

// What the signed-in person may do across the product, judged once by the server from the policies of each resource
// and sent with the session (GET /api/web/user/me, `actor_abilities`): the menu, the management screens and the
// pickers show exactly these, and the client never judges a permission itself (docs/permissions.md).

/** The signed-in person's abilities, beyond those each record carries. */
export interface ActorAbilities {
  create_users: boolean;
  /** The antennas screen and its menu entry. */
  manage_antennas: boolean;
  create_antenna: boolean;
  edit_siege: boolean;
  manage_choices: boolean;
  create_hotel: boolean;
  /** Put a room in any antenna, not only one's own. */
  choose_room_antenna: boolean;
  lend_rooms: boolean;
  manage_helps: boolean;
  /** /statistics-admin and its menu entry: some restricted report may be produced. */
  admin_statistics: boolean;
  /** Pick any antenna in the users' forms, the room calendar and the antenna pickers. */
  choose_any_antenna: boolean;
  /** File a recipient in any antenna. */
  choose_recipient_antenna: boolean;
  /** Bound to the files of their own antenna (user_relative): the recipients list's antenna filter is theirs. */
  own_antenna_files_only: boolean;
  /** Name as referent or maker only people of the antenna concerned (ranks above 3). */
  referents_of_own_antenna_only: boolean;
  /** The habilitations the person may give, most powerful first. */
  grantable_habilitations: Habilitation[];
  /** The rights the person may turn on for a user who lacks them, and turn off for one who holds them. */
  grantable_rights: Right[];
  revocable_rights: Right[];
  /** The rights a new user of each habilitation starts with when created by this person. */
  default_rights: Record<Habilitation, Right[]>;
}

/** The abilities of the signed-in person. */
export function actorAbilities(actor: Actor): ActorAbilities {
  return {
    create_users: canCreateUsers(actor),
    manage_antennas: hasRights(actor, 'antennas_management'),
    create_antenna: canCreateAntenna(actor),
    edit_siege: canEditSiege(actor),
    manage_choices: hasRights(actor, 'ref_management'),
    create_hotel: canEditHotel(actor),
    choose_room_antenna: mayChooseAnyRoomAntenna(actor),
    lend_rooms: mayLendRoom(actor),
    manage_helps: canManageHelps(actor),
    admin_statistics: RESTRICTED_REPORT_TYPES.some((type) => mayProduceReport(actor, type)),
    choose_any_antenna: canChooseAnyAntenna(actor),
    choose_recipient_antenna: canChooseRecipientAntenna(actor),
    own_antenna_files_only: hasRights(actor, 'user_relative'),
    referents_of_own_antenna_only: referentsLimitedToAntenna(actor),
    grantable_habilitations: HABILITATIONS.filter((habilitation) => canGrantHabilitation(actor, habilitation)),
    grantable_rights: RIGHTS.filter((right) => canSetRight(actor, right, false, true)),
    revocable_rights: RIGHTS.filter((right) => canSetRight(actor, right, true, false)),
    default_rights: Object.fromEntries(
      HABILITATIONS.map((habilitation) => [habilitation, defaultRightsFor(actor, habilitation)]),
    ) as Record<Habilitation, Right[]>,
  };
}
