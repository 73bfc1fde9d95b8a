import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './ErrorBoundary';
import { Providers } from './Providers';

interface Props {
  router: ReturnType<typeof createBrowserRouter>;
  /** The server-data cache to start from (a server-rendered page's answers); a new one else. */
  queryClient?: QueryClient;
}

export function App({ router, queryClient }: Props) {
  return (
    <ErrorBoundary>
      <Providers queryClient={queryClient}>
        {/*
         * No transitions: the router first fetches a screen's code (lazy routes), then commits
         * the new screen in the same task as the URL change, so the page never shows one URL
         * with the previous screen's content.
         */}
        <RouterProvider router={router} useTransitions={false} />
      </Providers>
    </ErrorBoundary>
  );
}
