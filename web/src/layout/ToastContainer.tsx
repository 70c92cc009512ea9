import { Notifications } from '@mantine/notifications';

/** The toasts' container, in a module of its own so that ToastHost can load it lazily. */
export default function ToastContainer() {
  return <Notifications position="top-right" />;
}
