import { useState, type ReactElement, type ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
// The app's own theme provider (app/Providers.tsx), so tests draw what users get.
import { ThemeProvider } from '@mui/system';
import {
  QueryClient,
  QueryClientProvider,
  skipToken,
  useQuery,
  type QueryKey,
} from '@tanstack/react-query';
import {
  createMemoryRouter,
  parsePath,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { theme } from '../app/theme';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../lib/auth/auth-context';
import { AuthProvider } from '../lib/auth/AuthProvider';
import type { SessionUser } from '../lib/auth/session-user';
import { testId } from './ids';
import type { stubApi } from './stub-api';

export { stubApi } from './stub-api';

export const asha: SessionUser = {
  id: testId(101),
  name: 'Asha',
  email: 'asha@example.com',
  phone: '+919876543210',
  role: 'patient',
  avatar: null,
  timeZone: 'Asia/Kolkata',
  language: 'en',
};

/** A fixed auth value, so a component can be shown signed in, signed out or still checking. */
/**
 * The idle watch's first question on every signed-in page (GET /api/session): a deadline far
 * enough away that no test meets the "Stay signed in" prompt unless it asks for one.
 */
export const sessionStatusAnswer = {
  '/session': {
    body: { endsAt: new Date(Date.now() + 3_600_000).toISOString(), idleSeconds: 1800 },
  },
};

export function authValue(status: AuthStatus, overrides: Partial<AuthContextValue> = {}) {
  const signedIn = status === 'authenticated';
  const value: AuthContextValue = {
    status,
    user: signedIn ? asha : null,
    token: signedIn ? 'token-1' : null,
    isLoading: status === 'loading',
    isAuthenticated: signedIn,
    loggedOut: false,
    endedRole: null,
    signIn: vi.fn(),
    logout: vi.fn(async () => {}),
    updateUser: vi.fn(),
    endSession: vi.fn(),
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
  /** A fixed auth value, or 'provider' for the real AuthProvider (reads the stored session). */
  auth?: AuthContextValue | 'provider';
  /** `location.state` of the first entry, e.g. `{ from: '/bookings/d1' }`. */
  state?: unknown;
}

export function Wrapper({
  auth,
  children,
}: {
  auth?: AuthContextValue | 'provider';
  children: ReactNode;
}) {
  const [client] = useState(createTestQueryClient);
  let inner = children;
  if (auth === 'provider') inner = <AuthProvider>{children}</AuthProvider>;
  else if (auth) inner = <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>{inner}</QueryClientProvider>
      <ToastContainer />
    </ThemeProvider>
  );
}

/** Renders `ui` at `path` inside a memory router, the theme, a fresh query cache and `auth`. */
export function renderAt(ui: ReactElement, { path = '/', routes = [], auth, state }: Options = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], {
    initialEntries: [state === undefined ? path : { ...parsePath(path), state }],
  });
  const result = render(
    <Wrapper auth={auth}>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { ...result, router };
}

/** The JSON body of the fetch call number `index`, with its URL and method. */
export function sentRequest(fetchMock: ReturnType<typeof stubApi>, index: number) {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit | undefined];
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { url, method: init?.method ?? 'GET', body };
}

/**
 * What an element's `aria-describedby` points at (a field's hint or problem), as assistive
 * technology reads it with the element.
 */
export function describedText(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** The requests that change something (not GET), in order: what a screen's action sent. */
export function writesSent(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .map((_, index) => sentRequest(fetchMock, index))
    .filter((request) => request.method !== 'GET');
}

/**
 * Shows the status of the cached query `queryKey` ("pending", "success", "error"). React draws
 * it in the same pass as the screen's own observers of that query, so once it says "success"
 * the screen has drawn the answer: a barrier for asserting that something never appears.
 */
export function QueryStatusProbe({ queryKey }: { queryKey: QueryKey }) {
  // skipToken: it watches and never fetches (the screen's own query does), and unlike a missing
  // queryFn it is not reported as a mistake on every draw.
  const { status } = useQuery({ queryKey, queryFn: skipToken });
  return <p data-testid="query-status">{status}</p>;
}

/** Shows where the router is: "{pathname}{search} {state as JSON}". */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">{`${location.pathname}${location.search} ${JSON.stringify(location.state ?? null)}`}</p>
  );
}

/** A stored session, as a login would leave it. */
export function storeSession(user: SessionUser = asha, store: Storage = localStorage) {
  store.setItem('token', 'token-1');
  store.setItem('user', JSON.stringify(user));
}

/** The toast (react-toastify marks each one role="alert") that says exactly `message`. */
export async function findToast(message: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toasts = [...document.querySelectorAll<HTMLElement>('.Toastify [role="alert"]')];
    const found = toasts.find((element) => element.textContent === message);
    if (!found) throw new Error(`no toast "${message}" among ${toasts.length}`);
    return found;
  });
}
