import { Checkbox, SimpleGrid } from '@mantine/core';
import type { Actor } from '@domain/users/actor';
import { canSetRight } from '@domain/users/permissions';
import { isRight, RIGHT_LABELS, RIGHTS, type Right } from '@domain/users/habilitations';

/**
 * The user's rights as checkboxes. A box the actor may not move away from the user's starting rights
 * (`baseline`) is disabled: the server refuses that change. Moving it back always stays possible.
 */
export function RightsField(props: {
  actor: Actor;
  value: Right[];
  baseline: readonly Right[];
  disabled: boolean;
  onChange(rights: Right[]): void;
  error?: string;
}) {
  const { actor, value, baseline, disabled } = props;
  return (
    <Checkbox.Group
      label="Droits"
      mt="md"
      value={value}
      onChange={(rights) => props.onChange(rights.filter(isRight))}
      error={props.error}
      disabled={disabled}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs" spacing="xs">
        {RIGHTS.map((right) => {
          const toggled = !value.includes(right);
          const allowed = canSetRight(actor, right, baseline.includes(right), toggled);
          return <Checkbox key={right} value={right} label={RIGHT_LABELS[right]} disabled={disabled || !allowed} />;
        })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
