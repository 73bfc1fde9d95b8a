import { ADMIN } from './admin-server';
import { apiLogin, demoDoctor, demoPatient } from './accounts';
import type { TrackedPage } from './browser';
import { startServer, stopServer, type RunningServer } from './server';
import { afterAll, beforeAll } from 'vitest';

/** The axe sweeps (English at two widths, Hindi at a phone's): the routes, roles and server. */

export type Role = 'visitor' | 'client' | 'therapist' | 'administrator';

export interface Route {
  path: string;
  /** The heading a signed-out visitor sees there (the spec's route table); others only need one. */
  visitorHeading?: RegExp;
}

/**
 * Every route of the web app's route table (apps/web/src/app/router.tsx), as a role opens it,
 * with the heading the spec gives a visitor's screen: where a route needs a session, the login it
 * sends the visitor to.
 */
export function everyRoute(doctorId: string): Route[] {
  return [
    { path: '/', visitorHeading: /./ },
    { path: '/home', visitorHeading: /./ },
    { path: '/plans', visitorHeading: /Plans and Subscriptions/ },
    { path: '/doctors', visitorHeading: /Meet Our Doctors/ },
    { path: `/doctors/${doctorId}` },
    { path: '/services', visitorHeading: /services/i },
    { path: '/signup', visitorHeading: /Sign up/i },
    { path: '/login', visitorHeading: /login/i },
    { path: '/doctorLogin', visitorHeading: /Therapist login/i },
    {
      path: `/changepass?email=${encodeURIComponent(demoPatient.email)}`,
      visitorHeading: /Change password/i,
    },
    { path: '/verifymail', visitorHeading: /Verify Email/i },
    // Without its token: the page says the link is no good, without asking the server.
    { path: '/confirm-email' },
    { path: '/profile', visitorHeading: /Client login/ },
    { path: '/appointments' },
    { path: '/bookings', visitorHeading: /Book Appointment/ },
    { path: `/bookings/${doctorId}`, visitorHeading: /Book Appointment/ },
    { path: '/admin' },
    { path: '/report-problem', visitorHeading: /Report a Problem/ },
    { path: '/dochome', visitorHeading: /Therapist login/ },
    { path: '/dochome/profile' },
    // A session nobody booked: the therapist sees the note page's error, others their refusal.
    { path: '/doctor/sessions/00000000-0000-4000-8000-000000000000/note' },
    { path: '/liveChat', visitorHeading: /Client login/ },
    // Issue 25: a session's questionnaires (none due for an unknown one), a safety alert.
    { path: '/questionnaires/00000000-0000-4000-8000-000000000000' },
    { path: '/risk-signals/00000000-0000-4000-8000-000000000000' },
    // A room nobody booked: the page must be accessible in whatever state it shows.
    { path: '/video-chat/no-such-room', visitorHeading: /Client login/ },
    // The crisis lines, linked from the header of every page (issue 22, point 5).
    { path: '/urgent-help' },
    { path: '/privacy' },
    { path: '/terms' },
    { path: '/no-such-page', visitorHeading: /^Page not found$/ },
  ];
}

/**
 * Waits until the screen shows its own content: its heading is there and no loading line is left
 * in the page area (a redirect, e.g. to /login, lands first). Returns a problem, or null.
 */
export async function waitForContent(page: TrackedPage): Promise<string | null> {
  try {
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        const heading = document.querySelector('h1');
        const loading = main?.querySelector('[role="status"] .MuiCircularProgress-root');
        return main !== null && heading !== null && !loading;
      },
      undefined,
      { timeout: 15_000 },
    );
  } catch {
    return 'no h1, or still loading, after 15 s';
  }
  return null;
}

export const ROLES: Role[] = ['visitor', 'client', 'therapist', 'administrator'];

/** A demo-seeded server of the sweep's own, with the first administrator, and each role's session. */
export function useSweepServer() {
  const sweep = {} as { server: RunningServer; doctorId: string };
  beforeAll(async () => {
    sweep.server = await startServer({
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    sweep.doctorId = (await apiLogin(demoDoctor, 'staff', sweep.server.url)).user.id;
  }, 180_000);
  afterAll(async () => {
    if (sweep.server) await stopServer(sweep.server);
  });

  async function sessionOf(role: Exclude<Role, 'visitor'>) {
    const url = sweep.server.url;
    if (role === 'client') return apiLogin(demoPatient, 'client', url);
    if (role === 'therapist') return apiLogin(demoDoctor, 'staff', url);
    const res = await fetch(`${url}/api/DocLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
    return (await res.json()) as { token: string; user: unknown };
  }
  return { sweep, sessionOf };
}
