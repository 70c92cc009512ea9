import { Checkbox, SimpleGrid } from '@mantine/core';
import type { Actor } from '../../../../domain/users/actor';
import { RIGHT_LABELS, RIGHTS } from '../../../../domain/users/habilitations';

/**
 * The user's rights as checkboxes. A right the actor does not hold cannot be ticked on (the server
 * refuses granting it), unless the user had it to begin with: ticking it again only undoes an untick.
 */
export function RightsField(props: { actor: Actor; value: string[]; baseline: readonly string[]; disabled: boolean; onChange(rights: string[]): void; error?: string }) {
  const { actor, value, baseline, disabled } = props;
  return (
    <Checkbox.Group label="Droits" mt="md" value={value} onChange={props.onChange} error={props.error} disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs" spacing="xs">
        {RIGHTS.map((right) => {
          const grantable = actor.rights.includes(right) || baseline.includes(right);
          return <Checkbox key={right} value={right} label={RIGHT_LABELS[right]} disabled={disabled || (!grantable && !value.includes(right))} />;
        })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
