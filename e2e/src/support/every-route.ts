import { messages } from '@solace/shared';
import { ADMIN } from './admin-server';
import { apiLogin, demoDoctor, demoPatient } from './accounts';
import type { TrackedPage } from './browser';
import { startServer, stopServer, type RunningServer } from './server';
import { afterAll, beforeAll } from 'vitest';

/** The axe sweeps (English at two widths, Hindi at a phone's): the routes, roles and server. */

export type Role = 'visitor' | 'client' | 'therapist' | 'administrator';

/** The phone width both sweeps check every route at. */
export const PHONE_WIDTH = 375;

export interface Route {
  path: string;
  /** The heading a signed-out visitor sees there (the spec's route table), where it names one. */
  visitorHeading?: string;
  /** A made-up session or room: the server refuses its id (403 or 404), which the page shows. */
  madeUpId?: true;
}

/**
 * Every route of the web app's route table (apps/web/src/app/router.tsx), as a role opens it,
 * with the heading the spec gives a visitor's screen: where a route needs a session, the login it
 * sends the visitor to.
 */
export function everyRoute(doctorId: string): Route[] {
  const { accounts, appScreens, booking, catalog, reports } = messages;
  const madeUpSession = '00000000-0000-4000-8000-000000000000';
  return [
    { path: '/' },
    { path: '/home' },
    { path: '/plans', visitorHeading: catalog.plansTitle },
    { path: '/doctors', visitorHeading: catalog.meetOurDoctors },
    { path: `/doctors/${doctorId}` },
    { path: '/services', visitorHeading: catalog.servicesTitle },
    { path: '/signup', visitorHeading: accounts.signUp },
    { path: '/login', visitorHeading: accounts.clientLogin },
    { path: '/doctorLogin', visitorHeading: accounts.therapistLogin },
    {
      path: `/changepass?email=${encodeURIComponent(demoPatient.email)}`,
      visitorHeading: accounts.changePassword,
    },
    { path: '/verifymail', visitorHeading: accounts.verifyEmail },
    // Without its token: the page says the link is no good, without asking the server.
    { path: '/confirm-email' },
    { path: '/profile', visitorHeading: accounts.clientLogin },
    { path: '/appointments' },
    { path: '/bookings', visitorHeading: booking.bookAppointment },
    { path: `/bookings/${doctorId}`, visitorHeading: booking.bookAppointment },
    { path: '/admin' },
    { path: '/report-problem', visitorHeading: reports.title },
    { path: '/dochome', visitorHeading: accounts.therapistLogin },
    { path: '/dochome/profile' },
    // A session nobody booked: the therapist sees the note page's error, others their refusal.
    { path: `/doctor/sessions/${madeUpSession}/note`, madeUpId: true },
    { path: '/liveChat', visitorHeading: accounts.clientLogin },
    // Issue 25: a session's questionnaires (none due for an unknown one), a safety alert.
    { path: `/questionnaires/${madeUpSession}`, madeUpId: true },
    { path: `/risk-signals/${madeUpSession}`, madeUpId: true },
    // A room nobody booked: the page must be accessible in whatever state it shows.
    { path: '/video-chat/no-such-room', visitorHeading: accounts.clientLogin, madeUpId: true },
    // The crisis lines, linked from the header of every page (issue 22, point 5).
    { path: '/urgent-help' },
    { path: '/privacy' },
    { path: '/terms' },
    { path: '/no-such-page', visitorHeading: appScreens.pageNotFound },
  ];
}

/**
 * Opens a route and waits for its content. Returns where it landed, as a failure names it (a
 * redirect shown as `route (→ landed)`), and the problem if its content never came.
 */
export async function openRoute(
  page: TrackedPage,
  path: string,
): Promise<{ where: string; problem: string | null }> {
  await page.goto(path);
  const problem = await waitForContent(page);
  const landed = new URL(page.url()).pathname;
  return { where: landed === path.split('?')[0] ? path : `${path} (→ ${landed})`, problem };
}

/**
 * Waits until the screen shows its own content: its heading is there and no loading line is left
 * in the page area (a redirect, e.g. to /login, lands first). Returns a problem, or null.
 */
async function waitForContent(page: TrackedPage): Promise<string | null> {
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
