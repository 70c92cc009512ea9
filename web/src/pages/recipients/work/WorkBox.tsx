import { Alert, Paper, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { ItemLoading } from '../../../components/ItemStatus';

interface Props<T> {
  title: string;
  /** The box's fields as the file holds them. */
  stored: { data: T | undefined; isLoading: boolean; error: unknown };
  /** Said (and the error logged) when they cannot be loaded. */
  unavailable: string;
  /** The form, started from the stored fields. */
  children(stored: T): ReactNode;
}

/** A box of fields of the file saved together (levels, France Travail): its title, then its form once loaded. */
export function WorkBox<T>({ title, stored, unavailable, children }: Props<T>) {
  useEffect(() => {
    if (stored.error) console.error(unavailable, stored.error);
  }, [stored.error, unavailable]);
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {stored.isLoading && <ItemLoading />}
      {stored.error ? <Alert color="red" title={unavailable} /> : null}
      {stored.data && children(stored.data)}
    </Paper>
  );
}
