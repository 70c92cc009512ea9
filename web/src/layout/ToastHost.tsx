import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

// The toasts' container (its transitions, swipe and scroll handling) loads with the first toast, not with the sign-in
// page: a toast shown before it is there waits in the notifications store, which it reads when it mounts.
const ToastContainer = lazy(() => import('./ToastContainer'));

/** Where toasts appear, top right below the top bar (theme.css), from the first one on. */
export function ToastHost() {
  const asked = useNotifications().notifications.length > 0;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (asked) setMounted(true);
  }, [asked]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
