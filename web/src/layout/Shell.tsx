import { ActionIcon, Anchor, AppShell, Burger, Group, NavLink, ScrollArea, TextInput, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPath, useSession } from '../auth/session';
import { formatPersonName } from '../lib/format';
import { NAV_ENTRIES } from './navigation';
import { SearchProvider, useSearchBox } from './search';

/** Widths at or below this force the sidebar reduced and hide the search box. */
export const MOBILE_MAX_WIDTH = 600;

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

function Sidebar({ reduced }: { reduced: boolean }) {
  const { actor } = useSession();
  const { pathname } = useLocation();
  const entries = NAV_ENTRIES.filter((entry) => !entry.visible || (actor && entry.visible(actor)));
  return (
    <AppShell.Navbar p="xs" aria-label="Menu principal">
      <ScrollArea>
        {entries.map(({ to, label, icon: Icon }) => {
          const link = (
            <NavLink
              key={to}
              component={Link}
              to={to}
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
        })}
      </ScrollArea>
    </AppShell.Navbar>
  );
}

/** The back-office frame: top bar, reducible sidebar, and the page. Only for a signed-in user. */
export function Shell() {
  const { token, exitTo, me, endSession } = useSession();
  const location = useLocation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  const [reducedByUser, setReducedByUser] = useState(false);
  const reduced = mobile || reducedByUser;
  if (!token) return <Navigate to={exitTo ?? loginPath(location.pathname + location.search + location.hash)} replace />;
  return (
    <SearchProvider>
      <AppShell header={{ height: 60 }} navbar={{ width: reduced ? 64 : 250, breakpoint: 0 }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group wrap="nowrap">
              <Burger
                opened={!reduced}
                onClick={() => setReducedByUser((r) => !r)}
                disabled={mobile}
                size="sm"
                aria-label={reduced ? 'Déplier le menu' : 'Réduire le menu'}
              />
              <Title order={4} visibleFrom="sm">
                Passerelles
              </Title>
            </Group>
            <Group wrap="nowrap">
              {!mobile && <SearchBox />}
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
    </SearchProvider>
  );
}
