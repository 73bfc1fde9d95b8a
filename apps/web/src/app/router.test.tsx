import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appMessages } from '@solace/shared';
import { loadAppScreensFirst } from '../test/app-screens';
import { testId } from '../test/ids';
import { stubApi, Wrapper } from '../test/render';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { AppLayout } from './AppLayout';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteError } from './RouteError';
import { routes } from './router';

const doctors = Array.from({ length: 6 }, (_, index) => ({
  id: testId(200 + index),
  name: `Therapist ${index}`,
  description: 'Listens well.',
  image: null,
  price: 1000 + index,
  specialization: 'Anxiety',
  nextAvailable: null,
  nextFreeTimes: [],
  rating: null,
  credentials: '',
  languages: [],
  approach: '',
}));

function renderApp(path: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  render(
    <Wrapper>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </Wrapper>,
  );
  return router;
}

// Compiling every screen on first use takes the test runner seconds: do it once, up front.
loadAppScreensFirst();

beforeEach(() => {
  // jsdom has no layout: ScrollRestoration's scrolling is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('app routes', () => {
  it.each(['/login', '/signup', '/doctorLogin'])(
    'hides the navigation and footer on %s',
    async (path) => {
      stubApi({});
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.getByRole('main')).toBeTruthy();
    },
  );

  it('shows the navigation, footer and skip link elsewhere', async () => {
    stubApi({ '/plans': { body: [] }, '/bookings/policy': { body: { cancelNoticeHours: 24 } } });
    renderApp('/plans');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.id).toBe('contactus');
    expect(within(footer).getByText('Opening hours: 10AM to 7PM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
    await waitFor(() => expect(document.title).toBe('Plans and Subscriptions · Solace'));
    // The plans' request (made once their checks' code is in) is answered before the test ends.
    await screen.findByText(/Prices are in Indian rupees/);
  });

  it('/report-problem is the Report a Problem form, open to visitors', async () => {
    stubApi({});
    renderApp('/report-problem');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report a Problem' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Report a Problem' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Report a Problem · Solace'));
  });

  it('/liveChat sends a visitor to log in first, to come back afterwards', async () => {
    stubApi({});
    const router = renderApp('/liveChat?with=x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/liveChat?with=x' });
  });

  it.each(['/bookings', `/bookings/${testId(201)}`])('%s is the booking screen', async (path) => {
    const [, doctor] = doctors;
    stubApi({
      '/doctors': { body: doctors },
      [`/doctors/${testId(201)}`]: { body: doctor },
      [`/doctors/${testId(201)}/available-slots`]: { body: { available: [], booked: [] } },
      '/bookings/policy': { body: { cancelNoticeHours: 24 } },
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Appointment' })).toBeTruthy();
    expect(screen.queryByText(/This part of Solace is coming soon\./)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Book Appointment · Solace'));
  });

  it('answers unknown paths with a friendly not-found page', async () => {
    stubApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to home' }),
    ).toBeTruthy();
  });

  it('home shows the first four therapists from the API', async () => {
    stubApi({ '/doctors': { body: doctors } });
    renderApp('/home');
    expect(await screen.findByText('Therapist 3')).toBeTruthy();
    expect(screen.queryByText('Therapist 4')).toBeNull();
    expect(document.getElementById('aboutus')).toBeTruthy();
  });

  it('home invents no therapists when the list fails: an error with Retry instead', async () => {
    stubApi({ '/doctors': { status: 500, body: { error: 'Boom' } } });
    renderApp('/');
    expect(await screen.findByText('Error: Boom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('₹250')).toBeNull();
  });

  it('a crashing screen shows the spec message and keeps the navigation', () => {
    stubApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('kaput');
    };
    renderApp('/boom', [
      {
        element: <AppLayout />,
        children: [
          { errorElement: <RouteError />, children: [{ path: '/boom', element: <Boom /> }] },
        ],
      },
    ]);
    expect(screen.getByRole('alert').textContent).toContain(appMessages.renderFailed);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('the outer boundary catches what the router cannot', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('kaput');
    };
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(appMessages.renderFailed);
  });
});
