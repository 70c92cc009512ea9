import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './theme.css';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { refreshAlerts } from './api/alerts';
import { ToastHost } from './layout/ToastHost';
import { applyViewportFix } from './lib/viewport';
import { routes } from './routes';
import { cssVariables, theme } from './theme';

applyViewportFix();

const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  // Any write may raise or resolve an alert: the bell counts again, without holding the write's own answer back.
  mutationCache: new MutationCache({ onSuccess: () => void refreshAlerts(queryClient) }),
});
// Every screen is a lazy route: until the first one has loaded, the router shows this instead of nothing (and no longer warns).
const router = createBrowserRouter([{ HydrateFallback: StartingUp, children: routes }]);

function StartingUp() {
  return (
    <Center h="100dvh">
      <Loader aria-label="Chargement" />
    </Center>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
