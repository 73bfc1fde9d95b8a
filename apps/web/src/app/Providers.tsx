import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
// @mui/material's ThemeProvider also brings its CSS-variables provider (about 3 KB gzip on the
// home route) for themes with colour schemes; Solace's has none, and for such a theme it hands
// over to this very provider (as its ThemeProviderNoVars does).
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { createQueryClient } from '../lib/query-client';
import { useToastsWanted } from '../lib/toast-host';
import { theme } from './theme';

// Toasts float over the page, so the container can arrive late without moving anything.
const ToastHost = lazy(() => import('./ToastHost'));

/** Everything a screen may rely on: theme, server-data cache, session and toasts. */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** A cache already holding answers (the server's render, a hydrated page); a new one else. */
  queryClient?: QueryClient;
}) {
  // One cache per mounted app (not per module) so tests never share cached data.
  const [queryClient] = useState(() => given ?? createQueryClient());
  const toastsWanted = useToastsWanted();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
      {toastsWanted && (
        <Suspense>
          <ToastHost />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
