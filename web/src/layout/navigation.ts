import {
  IconAddressBook,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconHome,
  IconList,
  IconPhonePlus,
  IconSitemapPlus,
  IconUserHeart,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { IconBed, IconBuildingPlus, IconCalendarEvent, IconFiles, IconGift, IconHotelService } from '@tabler/icons-react';
import { IconChartBar, IconChartPie } from '@tabler/icons-react';
import { matchPath } from 'react-router-dom';
import type { ScreenAbility } from './RequireAbility';

/** A sidebar entry; it shows only when its screen exists here and the user may use it. */
export interface NavEntry {
  to: string;
  label: string;
  icon: Icon;
  /** The ability (sent by the server with the session) the entry needs; none: every signed-in user. */
  ability?: ScreenAbility;
}

/** Sidebar entries in the order of docs/screens.md, 'Sidebar'. */
export const NAV_ENTRIES: NavEntry[] = [
  { to: '/', label: 'Menu', icon: IconHome },
  { to: '/users', label: 'Liste des accueillants', icon: IconUsers },
  {
    to: '/user/new',
    label: 'Ajouter un accueillant',
    icon: IconUserPlus,
    ability: 'create_users',
  },
  { to: '/recipients', label: 'Liste des accueillis', icon: IconUsersGroup },
  { to: '/recipient/new', label: 'Ajouter un accueilli', icon: IconUserHeart },
  { to: '/room-calendar', label: 'Planning des chambres', icon: IconCalendarEvent },
  { to: '/housings', label: 'Liste des hébergements', icon: IconBed },
  { to: '/hotels', label: 'Liste des hôtels', icon: IconHotelService },
  { to: '/hotel/new', label: 'Ajouter un hôtel', icon: IconBuildingPlus, ability: 'create_hotel' },
  { to: '/organisms', label: 'Liste des organismes', icon: IconBuildingSkyscraper },
  { to: '/organism/new', label: 'Ajouter un organisme', icon: IconSitemapPlus },
  { to: '/contacts', label: 'Liste des contacts', icon: IconAddressBook },
  { to: '/contact/new', label: 'Ajouter un contact', icon: IconPhonePlus },
  { to: '/statistics', label: 'Statistiques et rapports', icon: IconChartBar },
  { to: '/attachments', label: "Documents de l'antenne", icon: IconFiles },
  { to: '/helps', label: 'Gestion des aides', icon: IconGift },
  { to: '/statistics-admin', label: 'Statistiques administrateur', icon: IconChartPie, ability: 'admin_statistics' },
  {
    to: '/antennas',
    label: 'Gestion des antennes',
    icon: IconBuildingCommunity,
    ability: 'manage_antennas',
  },
  { to: '/choices', label: 'Listes de référence', icon: IconList, ability: 'manage_choices' },
];

/** The name the product goes by, in the top bar and in every browser tab. */

/**
 * The screen each route shows, named as its heading, for the browser tab (so that several open tabs
 * can be told apart); 'new' before ':id'. A page naming a particular record says so with usePageTitle.
 */
const SCREEN_TITLES: { path: string; title: string }[] = [
  { path: '/', title: 'Accueil' },
  { path: '/users', title: 'Liste des accueillants' },
  { path: '/user/new', title: 'Nouvel accueillant' },
  { path: '/user/:id', title: 'Accueillant' },
  { path: '/recipients', title: 'Liste des Accueillis' },
  { path: '/recipient/new', title: 'Nouveau dossier' },
  { path: '/recipient/:id', title: 'Dossier' },
  { path: '/room-calendar', title: "Planning d'occupation des chambres" },
  { path: '/housings', title: 'Liste des Hébergements' },
  { path: '/hotels', title: 'Liste des hôtels' },
  { path: '/hotel/new', title: 'Nouvel hôtel' },
  { path: '/hotel/:id', title: 'Hôtel' },
  { path: '/organisms', title: 'Liste des organismes tiers' },
  { path: '/organism/new', title: 'Nouvel organisme' },
  { path: '/organism/:id', title: 'Organisme' },
  { path: '/contacts', title: 'Liste des contacts' },
  { path: '/contact/new', title: 'Nouveau contact' },
  { path: '/contact/:id', title: 'Contact' },
  { path: '/attachments', title: "Documents de l'antenne" },
  { path: '/helps', title: 'Liste des aides' },
  { path: '/help/new', title: 'Nouvelle aide' },
  { path: '/help/:id', title: 'Aide' },
  { path: '/statistics', title: 'Statistiques et rapports' },
  { path: '/statistics-admin', title: 'Statistiques administrateur' },
  { path: '/alerts', title: 'Alertes' },
  { path: '/antennas', title: 'Gestion des antennes' },
  { path: '/choices', title: 'Listes de référence' },
];

/** The screen a path shows, or null for a path of no known screen. */
export const screenTitle = (pathname: string): string | null => SCREEN_TITLES.find(({ path }) => matchPath(path, pathname))?.title ?? null;
