import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/admin-server';
import { apiLogin, demoDoctor, demoPatient } from './support/accounts';
import { resizeTo, seriousAxeViolations } from './support/axe';
import { useBrowser, type TrackedPage } from './support/browser';
import { startServer, stopServer, type RunningServer } from './support/server';
import { openSignedIn } from './support/signed-in-page';

type Role = 'visitor' | 'client' | 'therapist' | 'administrator';

/** Every route of the web app's route table (apps/web/src/app/router.tsx), as a role opens it. */
function everyRoute(doctorId: string): string[] {
  return [
    '/',
    '/home',
    '/plans',
    '/doctors',
    `/doctors/${doctorId}`,
    '/services',
    '/signup',
    '/login',
    '/doctorLogin',
    `/changepass?email=${encodeURIComponent(demoPatient.email)}`,
    '/verifymail',
    // Without its token: the page says the link is no good, without asking the server.
    '/confirm-email',
    '/profile',
    '/appointments',
    '/bookings',
    `/bookings/${doctorId}`,
    '/admin',
    '/report-problem',
    '/dochome',
    '/dochome/profile',
    // A session nobody booked: the therapist sees the note page's error, others their refusal.
    '/doctor/sessions/00000000-0000-4000-8000-000000000000/note',
    '/liveChat',
    // Issue 25: a session's questionnaires (none due for an unknown one), a safety alert.
    '/questionnaires/00000000-0000-4000-8000-000000000000',
    '/risk-signals/00000000-0000-4000-8000-000000000000',
    // A room nobody booked: the page must be accessible in whatever state it shows.
    '/video-chat/no-such-room',
    // The crisis lines, linked from the header of every page (issue 22, point 5).
    '/urgent-help',
    '/privacy',
    '/terms',
    '/no-such-page',
  ];
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

const WIDTHS = [1280, 375];

describe('axe-core finds no serious or critical problem on any route, in any role', () => {
  const { newPage } = useBrowser();
  /** A demo-seeded server of this file's own, with the first administrator. */
  let server: RunningServer;
  let doctorId: string;

  beforeAll(async () => {
    server = await startServer({
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    doctorId = (await apiLogin(demoDoctor, 'staff', server.url)).user.id;
  }, 180_000);
  afterAll(async () => {
    if (server) await stopServer(server);
  });

  async function sessionOf(role: Role) {
    if (role === 'client') return apiLogin(demoPatient, 'client', server.url);
    if (role === 'therapist') return apiLogin(demoDoctor, 'staff', server.url);
    const res = await fetch(`${server.url}/api/DocLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
    return (await res.json()) as { token: string; user: unknown };
  }

  const roles: Role[] = ['visitor', 'client', 'therapist', 'administrator'];

  // Each route is loaded once per role and checked at both widths: a resize redraws the page as
  // a phone would show it, without paying for a second load.
  it.each(roles)(
    'every route as %s, at 1280 and 375 px',
    async (role) => {
      const page = await newPage({ baseUrl: server.url, width: WIDTHS[0], bypassCSP: true });
      if (role !== 'visitor') await openSignedIn(page, await sessionOf(role), '/');
      const failures: string[] = [];
      for (const route of everyRoute(doctorId)) {
        await resizeTo(page, WIDTHS[0]!);
        await page.goto(route);
        const problem = await waitForContent(page);
        const landed = new URL(page.url()).pathname;
        const where = landed === route.split('?')[0] ? route : `${route} (→ ${landed})`;
        if (problem) failures.push(`${where}: ${problem}`);
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) await resizeTo(page, width);
          const found = await seriousAxeViolations(page);
          if (found.length > 0) failures.push(`${where} at ${width} px: ${found.join(', ')}`);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    // About a minute a role on a quiet machine; axe takes 3 to 6 s a check on a loaded one.
    900_000,
  );
});
