import {
  IconAddressBook,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconHome,
  IconList,
  IconPlus,
  IconUserHeart,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { IconBed, IconBuildingPlus, IconCalendarEvent, IconHotelService } from '@tabler/icons-react';
import type { Actor } from '@domain/users/actor';
import { canCreateUsers, hasRights } from '../lib/permissions';

/** A sidebar entry; it shows only when its screen exists here and the user may use it. */
export interface NavEntry {
  to: string;
  label: string;
  icon: Icon;
  visible?: (actor: Actor) => boolean;
}

/** Sidebar entries in the order of the spec (entries of screens not built yet are left out). */
export const NAV_ENTRIES: NavEntry[] = [
  { to: '/', label: 'Menu', icon: IconHome },
  { to: '/users', label: 'Liste des accueillants', icon: IconUsers },
  {
    to: '/user/new',
    label: 'Ajouter un accueillant',
    icon: IconUserPlus,
    visible: (actor) => actor.habilitation !== 'volunteer' && canCreateUsers(actor),
  },
  { to: '/recipients', label: 'Liste des accueillis', icon: IconUsersGroup },
  { to: '/recipient/new', label: 'Ajouter un accueilli', icon: IconUserHeart },
  { to: '/room-calendar', label: 'Planning des chambres', icon: IconCalendarEvent },
  { to: '/housings', label: 'Liste des hébergements', icon: IconBed },
  { to: '/hotels', label: 'Liste des hôtels', icon: IconHotelService },
  { to: '/hotel/new', label: 'Ajouter un hôtel', icon: IconBuildingPlus, visible: (actor) => hasRights(actor, 'hotel_management') },
  { to: '/organisms', label: 'Liste des organismes', icon: IconBuildingSkyscraper },
  { to: '/organism/new', label: 'Ajouter un organisme', icon: IconPlus },
  { to: '/contacts', label: 'Liste des contacts', icon: IconAddressBook },
  { to: '/contact/new', label: 'Ajouter un contact', icon: IconPlus },
  {
    to: '/antennas',
    label: 'Gestion des antennes',
    icon: IconBuildingCommunity,
    visible: (actor) => hasRights(actor, 'antennas_management'),
  },
  { to: '/choices', label: 'Listes de référence', icon: IconList, visible: (actor) => hasRights(actor, 'ref_management') },
];
