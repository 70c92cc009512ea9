import { useState } from 'react';

/**
 * A modal opened on a record, or on null for a new one. The record stays while the modal closes (its
 * animation); `opening` changes at each opening, so a modal keyed on it starts with a fresh form.
 */
export function useRecordModal<T>() {
  const [modal, setModal] = useState<{ record: T | null; opening: number; opened: boolean } | null>(null);
  return {
    modal,
    open: (record: T | null) => setModal((previous) => ({ record, opening: (previous?.opening ?? 0) + 1, opened: true })),
    close: () => setModal((previous) => previous && { ...previous, opened: false }),
  };
}
