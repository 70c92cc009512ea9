import { IconBuildingCommunity, IconHome, IconUserPlus, IconUsers, type Icon } from '@tabler/icons-react';
import type { Actor } from '../../../domain/users/actor';
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
  { to: '/user/new', label: 'Ajouter un accueillant', icon: IconUserPlus, visible: (actor) => actor.habilitation !== 'volunteer' && canCreateUsers(actor) },
  { to: '/antennas', label: 'Gestion des antennes', icon: IconBuildingCommunity, visible: (actor) => hasRights(actor, 'antennas_management') },
];
