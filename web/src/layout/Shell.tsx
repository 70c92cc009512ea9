import { ActionIcon, Anchor, AppShell, Burger, Drawer, Group, NavLink, ScrollArea, TextInput, Title, Tooltip } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconLogout, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPath, useSession } from '../auth/session';
import { formatPersonName } from '../lib/format';
import { AlertBell } from './AlertBell';
import { useMobileLayout } from './mobile';
import { PRODUCT_NAME } from './documentTitle';
import { NAV_ENTRIES } from './navigation';
import { PageTitleProvider } from './pageTitle';
import { SearchProvider, useSearchBox } from './search';

// Dates are picked only behind the sign-in: their French calendar loads with the frame, not with the sign-in page.
dayjs.locale('fr');
const DATES = { locale: 'fr', firstDayOfWeek: 1 } as const;

function SearchBox() {
  const { text, setText } = useSearchBox();
  return (
    <TextInput
      aria-label="Rechercher"
      placeholder="Rechercher"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={280}
    />
  );
}

/** The menu's links the user may use: icons only when reduced (each named by a tooltip), else with their labels. */
function NavLinks({ reduced, onNavigate }: { reduced: boolean; onNavigate?: () => void }) {
  const { abilities } = useSession();
  const { pathname } = useLocation();
  const entries = NAV_ENTRIES.filter((entry) => !entry.ability || abilities?.[entry.ability]);
  return entries.map(({ to, label, icon: Icon }) => {
    const link = (
      <NavLink
        key={to}
        component={Link}
        to={to}
        onClick={onNavigate}
        label={reduced ? undefined : label}
        aria-label={label}
        leftSection={<Icon size={20} stroke={1.6} />}
        active={to === '/' ? pathname === '/' : pathname === to || (to !== '/user/new' && pathname.startsWith(`${to}/`))}
      />
    );
    return reduced ? (
      <Tooltip key={to} label={label} position="right">
        {link}
      </Tooltip>
    ) : (
      link
    );
  });
}

function Sidebar({ reduced }: { reduced: boolean }) {
  return (
    <AppShell.Navbar p="xs" aria-label="Menu principal">
      <ScrollArea>
        <NavLinks reduced={reduced} />
      </ScrollArea>
    </AppShell.Navbar>
  );
}

/** On a phone the sidebar stays reduced; the burger opens the whole menu, with its labels, over the page. */
function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size={280} padding="xs">
      <nav aria-label="Menu déplié">
        <NavLinks reduced={false} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}

/** The back-office frame: top bar, reducible sidebar, and the page. Only for a signed-in user. */
export function Shell() {
  const { token, exitTo, me, endSession } = useSession();
  const location = useLocation();
  const mobile = useMobileLayout();
  const [reducedByUser, setReducedByUser] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const reduced = mobile || reducedByUser;
  if (!token) return <Navigate to={exitTo ?? loginPath(location.pathname + location.search + location.hash)} replace />;
  return (
    <DatesProvider settings={DATES}>
      <SearchProvider>
        <PageTitleProvider>
          <AppShell header={{ height: 60 }} navbar={{ width: reduced ? 64 : 250, breakpoint: 0 }} padding="md">
            <AppShell.Header>
              <Group h="100%" px="md" justify="space-between" wrap="nowrap">
                <Group wrap="nowrap">
                  {mobile ? (
                    <Burger opened={drawerOpened} onClick={() => setDrawerOpened((o) => !o)} size="sm" aria-label="Ouvrir le menu" />
                  ) : (
                    <Burger
                      opened={!reduced}
                      onClick={() => setReducedByUser((r) => !r)}
                      size="sm"
                      aria-label={reduced ? 'Déplier le menu' : 'Réduire le menu'}
                    />
                  )}
                  <Title order={4} visibleFrom="sm">
                    {PRODUCT_NAME}
                  </Title>
                </Group>
                <Group wrap="nowrap">
                  {!mobile && <SearchBox />}
                  <AlertBell />
                  {me && (
                    <Anchor component={Link} to={`/user/${me._id}`} fw={500} data-testid="current-user">
                      {formatPersonName(me)}
                    </Anchor>
                  )}
                  <Tooltip label="Déconnexion">
                    <ActionIcon variant="subtle" size="lg" aria-label="Déconnexion" onClick={() => void endSession()}>
                      <IconLogout size={20} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </AppShell.Header>
            <Sidebar reduced={reduced} />
            <AppShell.Main>
              <Outlet />
            </AppShell.Main>
          </AppShell>
          <MenuDrawer opened={mobile && drawerOpened} onClose={() => setDrawerOpened(false)} />
        </PageTitleProvider>
      </SearchProvider>
    </DatesProvider>
  );
}
