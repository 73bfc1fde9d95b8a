import { useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@solace/shared';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

/**
 * Everything a screen may rely on: theme, server-data cache, session and toasts.
 * react-toastify 11 injects its own stylesheet when imported, so no CSS import is needed.
 */
export function Providers({ children }: { children: ReactNode }) {
  // One cache per mounted app (not per module) so tests never share cached data.
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        draggablePercent={TOAST_DRAG_PERCENT * 100}
      />
    </ThemeProvider>
  );
}
