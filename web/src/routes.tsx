import { Outlet, type RouteObject } from 'react-router-dom';
import { SessionProvider } from './auth/session';

// Every screen is its own chunk: the sign-in page loads none of the back-office screens.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** The route table (docs/screens.md, 'Routes'). */
export const routes: RouteObject[] = [
  {
    element: (
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    ),
    children: [
      { path: '/auth/login', lazy: page(() => import('./pages/auth/LoginPage')) },
      {
        lazy: async () => ({ Component: (await import('./layout/Shell')).Shell }),
        children: [
          { index: true, lazy: page(() => import('./pages/home/HomePage')) },
          { path: 'users', lazy: page(() => import('./pages/users/UsersPage')) },
          { path: 'user/:id', lazy: page(() => import('./pages/users/UserPage')) },
          { path: 'hotels', lazy: page(() => import('./pages/hotels/HotelsPage')) },
          { path: 'hotel/:id', lazy: page(() => import('./pages/hotels/HotelPage')) },
          { path: 'room-calendar', lazy: page(() => import('./pages/calendar/RoomCalendarPage')) },
          { path: 'housings', lazy: page(() => import('./pages/housings/HousingsPage')) },
          { path: 'recipients', lazy: page(() => import('./pages/recipients/RecipientsPage')) },
          // 'new' before ':id': the creation form is not a file.
          { path: 'recipient/new', lazy: page(() => import('./pages/recipients/NewRecipientPage')) },
          { path: 'recipient/:id', lazy: page(() => import('./pages/recipients/RecipientPage')) },
          { path: 'organisms', lazy: page(() => import('./pages/organisms/OrganismsPage')) },
          { path: 'organism/:id', lazy: page(() => import('./pages/organisms/OrganismPage')) },
          { path: 'contacts', lazy: page(() => import('./pages/contacts/ContactsPage')) },
          { path: 'contact/:id', lazy: page(() => import('./pages/contacts/ContactPage')) },
          { path: 'attachments', lazy: page(() => import('./pages/attachments/AttachmentsPage')) },
          { path: 'helps', lazy: page(() => import('./pages/helps/HelpsPage')) },
          { path: 'help/:id', lazy: page(() => import('./pages/helps/HelpPage')) },
          { path: 'statistics', lazy: page(() => import('./pages/statistics/StatisticsPage')) },
          { path: 'statistics-admin', lazy: page(() => import('./pages/statistics/StatisticsAdminPage')) },
          { path: 'alerts', lazy: page(() => import('./pages/alerts/AlertsPage')) },
          { path: 'antennas', lazy: page(() => import('./pages/antennas/AntennasPage')) },
          { path: 'choices', lazy: page(() => import('./pages/choices/ChoicesPage')) },
          { path: '*', lazy: page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];
