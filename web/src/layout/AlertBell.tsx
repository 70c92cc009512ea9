import { Badge, Group, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAlertCount } from '../api/alerts';

/** One counter of the bell: the number shown, named in full for screen readers ('Alertes non lues : 3'). */
function Counter({ name, value, color }: { name: string; value: number | undefined; color: string }) {
  return (
    <Badge size="sm" circle={value === undefined || value < 10} color={value ? color : 'gray'} variant={value ? 'filled' : 'light'}>
      <VisuallyHidden>{name} : </VisuallyHidden>
      {value ?? '–'}
    </Badge>
  );
}

/**
 * The top bar's bell (docs/screens.md, 'Top bar'): the reader's unread and unhandled alerts, counted again
 * every minute and after every write (main.tsx), leading to /alerts.
 */
export function AlertBell() {
  const count = useAlertCount();
  const { unRead, unHandled } = count.data ?? {};
  return (
    <Tooltip label={`Alertes non lues : ${unRead ?? '–'} · non traitées : ${unHandled ?? '–'}`}>
      <UnstyledButton component={Link} to="/alerts" data-testid="alert-bell" px={4} py={2}>
        <Group gap={4} wrap="nowrap">
          <IconBell size={22} stroke={1.6} aria-hidden />
          <Counter name="Alertes non lues" value={unRead} color="red" />
          <Counter name="Alertes non traitées" value={unHandled} color="orange" />
        </Group>
      </UnstyledButton>
    </Tooltip>
  );
}
