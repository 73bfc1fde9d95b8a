import { useState, type ReactElement, type ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { theme } from '../app/theme';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../lib/auth/auth-context';
import type { SessionUser } from '../lib/auth/session-user';

// The web project runs without vitest globals, so Testing Library cannot clean up by itself.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export const asha: SessionUser = {
  id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '+919876543210',
  role: 'patient',
  avatar: null,
};

/** A fixed auth value, so a component can be shown signed in, signed out or still checking. */
export function authValue(status: AuthStatus, overrides: Partial<AuthContextValue> = {}) {
  const signedIn = status === 'authenticated';
  const value: AuthContextValue = {
    status,
    user: signedIn ? asha : null,
    token: signedIn ? 'token-1' : null,
    isLoading: status === 'loading',
    isAuthenticated: signedIn,
    signIn: vi.fn(),
    logout: vi.fn(async () => {}),
    ...overrides,
  };
  return value;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

interface Options {
  /** Where the memory router starts. */
  path?: string;
  /** Extra routes next to the one rendering `ui`, e.g. a probe at /login. */
  routes?: RouteObject[];
  auth?: AuthContextValue;
}

export function Wrapper({ auth, children }: { auth?: AuthContextValue; children: ReactNode }) {
  const [client] = useState(createTestQueryClient);
  const inner = auth ? (
    <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
  ) : (
    children
  );
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>{inner}</QueryClientProvider>
    </ThemeProvider>
  );
}

/** Renders `ui` at `path` inside a memory router, the theme, a fresh query cache and `auth`. */
export function renderAt(ui: ReactElement, { path = '/', routes = [], auth }: Options = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], {
    initialEntries: [path],
  });
  const result = render(
    <Wrapper auth={auth}>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { ...result, router };
}

/** A fetch stub answering JSON by path (after the /api prefix); unknown paths answer 404. */
export function stubApi(
  answers: Record<string, { status?: number; body: unknown } | (() => never)>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname.replace(/^\/api/, '')];
    if (typeof answer === 'function') return answer();
    const { status = 200, body } = answer ?? { status: 404, body: { error: 'Not found' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
