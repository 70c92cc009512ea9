import { Checkbox, SimpleGrid } from '@mantine/core';
import type { ActorAbilities } from '@domain/users/actorAbilities';
import { isRight, RIGHT_LABELS, RIGHTS, type Right } from '@domain/users/habilitations';

/** Whether the box may be moved to `has`: back to where it started, or a right the server says the person may grant or revoke. */
const mayMove = (abilities: Pick<ActorAbilities, 'grantable_rights' | 'revocable_rights'>, right: Right, had: boolean, has: boolean) =>
  had === has || (has ? abilities.grantable_rights : abilities.revocable_rights).includes(right);

/**
 * The user's rights as checkboxes. A box the person may not move away from the user's starting rights
 * (`baseline`) is disabled: the server refuses that change. Moving it back always stays possible.
 */
export function RightsField(props: {
  abilities: Pick<ActorAbilities, 'grantable_rights' | 'revocable_rights'>;
  value: Right[];
  baseline: readonly Right[];
  disabled: boolean;
  onChange(rights: Right[]): void;
  error?: string;
}) {
  const { abilities, value, baseline, disabled } = props;
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
          const allowed = mayMove(abilities, right, baseline.includes(right), toggled);
          return <Checkbox key={right} value={right} label={RIGHT_LABELS[right]} disabled={disabled || !allowed} />;
        })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
