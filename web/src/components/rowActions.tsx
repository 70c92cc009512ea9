import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode, SyntheticEvent } from 'react';

/** An icon button of a row, named by its tooltip. */
export function RowAction({ label, icon, onClick, color }: { label: string; icon: ReactNode; onClick(): void; color?: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The row opens its record; the buttons and links in it do only their own thing. */
export const ownClick = {
  onClick: (event: SyntheticEvent) => event.stopPropagation(),
  onKeyDown: (event: SyntheticEvent) => event.stopPropagation(),
};
