import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './ErrorBoundary';
import { Providers } from './Providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
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
