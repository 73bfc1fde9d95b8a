import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsMessages, profileMessages } from '@solace/shared';
import { routes } from '../../app/router';
import { loadAppScreensFirst } from '../../test/app-screens';
import {
  asha,
  authValue,
  findToast,
  LocationProbe,
  renderAt,
  sentRequest,
  storeSession,
  stubApi,
  Wrapper,
  sessionStatusAnswer,
} from '../../test/render';
import { ProfilePage } from './ProfilePage';
import { clientQuestionnaireAnswers } from '../../test/questionnaire-stubs';
import { textChannelsAnswer } from '../../test/text-channel-stubs';

loadAppScreensFirst();

const history = [
  { timestamp: '2026-03-01T09:00:00.000Z', activity: 'Logged in' },
  { timestamp: '2026-03-02T10:30:00.000Z', activity: 'Changed name' },
];
const signedInApi = {
  ...sessionStatusAnswer,
  '/check-login': { body: { user: asha } },
  '/notifications': { body: [] },
  '/chat/conversations': { body: [] },
  [`/profile/history/${asha.id}`]: { body: history },
  '/calls': { body: [] },
  '/bookings/mine': { body: { upcoming: [], past: [], cancelNoticeHours: 24, nextCursor: null } },
};

/** The whole app (nav included) at /profile, signed in as Asha through the real provider. */
function renderApp(extra: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const fetchMock = stubApi({
    ...clientQuestionnaireAnswers,
    ...textChannelsAnswer,
    ...signedInApi,
    ...extra,
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/profile'] });
  render(
    <Wrapper auth="provider">
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { fetchMock, router };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

/** How long a first render may take on two cores shared with the other suites. */
const SLOW_FIRST_RENDER = { timeout: 10_000 };

describe('ProfilePage', () => {
  it('shows "Loading user data..." while the session is checked', () => {
    renderAt(<ProfilePage />, { auth: authValue('loading') });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(screen.getByText(profileMessages.loadingUser)).toBeTruthy();
  });

  it('sends a visitor to the login page, to come back afterwards', async () => {
    renderAt(<ProfilePage />, {
      path: '/profile',
      auth: authValue('unauthenticated'),
      routes: [{ path: '/login', element: <LocationProbe /> }],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login {"from":"/profile"}'),
    );
  });

  it('lists the history newest first, after "Loading history..."', async () => {
    renderApp();
    // Found as soon as it is drawn; the long wait is for a loaded machine's first render.
    expect(
      await screen.findByText(profileMessages.loadingHistory, {}, SLOW_FIRST_RENDER),
    ).toBeTruthy();
    const section = within(await screen.findByRole('region', { name: 'Session History' }));
    await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = section.getAllByRole('listitem');
    expect(first?.textContent).toContain('Changed name');
    expect(second?.textContent).toContain('Logged in');
    expect(first?.querySelector('time')?.getAttribute('dateTime')).toBe(history[1]?.timestamp);
  });

  it('shows the history failure and the empty state', async () => {
    renderApp({ [`/profile/history/${asha.id}`]: { status: 500, body: { error: 'Boom' } } });
    expect(
      await screen.findByText(profileMessages.historyFailed, {}, SLOW_FIRST_RENDER),
    ).toBeTruthy();
    stubApi({
      ...clientQuestionnaireAnswers,
      ...textChannelsAnswer,
      ...signedInApi,
      [`/profile/history/${asha.id}`]: { body: [] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });

  it('saves a new name: stored, greeted in the nav, confirmed', async () => {
    const { fetchMock } = renderApp({
      'PUT /profile': { body: { success: true, user: { ...asha, name: 'Asha Rao' } } },
    });
    expect(await nav().findByRole('button', { name: 'Hi, Asha' })).toBeTruthy();
    const name = await screen.findByLabelText('Full Name');
    expect(screen.getByText(asha.email)).toBeTruthy();
    fireEvent.change(name, { target: { value: '  Asha Rao ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findToast(profileMessages.nameUpdated)).toBeTruthy();
    expect(nav().getByRole('button', { name: 'Hi, Asha Rao' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      id: asha.id,
      name: 'Asha Rao',
    });
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentRequest(fetchMock, put)).toMatchObject({
      url: '/api/profile',
      body: { userId: asha.id, name: 'Asha Rao' },
    });
  });

  it('shows the time zone by its long name, and saves another chosen by keyboard', async () => {
    const london = { ...asha, timeZone: 'Europe/London' };
    const { fetchMock } = renderApp({
      'PUT /profile/time-zone': { body: { success: true, user: london } },
    });
    const section = within(await screen.findByRole('region', { name: 'Time zone' }));
    const zone = section.getByRole('combobox', { name: profileMessages.timeZoneLabel });
    expect((zone as HTMLInputElement).value).toBe('India Standard Time (Asia/Kolkata)');

    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/London');
    await userEvent.keyboard('{Enter}');
    expect((zone as HTMLInputElement).value).toMatch(
      /^(Greenwich Mean|British Summer) Time \(Europe\/London\)$/,
    );
    await userEvent.click(section.getByRole('button', { name: profileMessages.timeZoneSave }));

    expect(await findToast(profileMessages.timeZoneSaved)).toBeTruthy();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentRequest(fetchMock, put)).toMatchObject({
      url: '/api/profile/time-zone',
      body: { timeZone: 'Europe/London' },
    });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ timeZone: 'Europe/London' });
  });

  it('saves a phone typed the local way, as the server stored it', async () => {
    const stored = { ...asha, phone: '+919812345678' };
    const { fetchMock } = renderApp({
      'PUT /profile/phone': { body: { success: true, user: stored } },
    });
    const phone = (await screen.findByLabelText('Phone Number')) as HTMLInputElement;
    expect(phone.value).toBe(asha.phone);
    await userEvent.clear(phone);
    await userEvent.type(phone, '098123 45678');
    await userEvent.click(screen.getByRole('button', { name: profileMessages.phoneSave }));

    expect(await findToast(profileMessages.phoneUpdated)).toBeTruthy();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentRequest(fetchMock, put)).toMatchObject({
      url: '/api/profile/phone',
      body: { phone: '+919812345678' },
    });
    expect(phone.value).toBe('+919812345678');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ phone: '+919812345678' });
  });

  it('says what is wrong with a phone under the field and sends nothing', async () => {
    const { fetchMock } = renderApp();
    const phone = await screen.findByLabelText('Phone Number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '98-12ab');
    await userEvent.click(screen.getByRole('button', { name: profileMessages.phoneSave }));
    expect(await screen.findByText(accountsMessages.phoneCharacters)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('refuses an empty name, and shows the server text on failure', async () => {
    renderApp({ 'PUT /profile': { status: 500, body: { error: 'Down', code: 'INTERNAL' } } });
    const name = await screen.findByLabelText('Full Name');
    fireEvent.change(name, { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(profileMessages.nameInvalid)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: 'Asha Rao' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const section = within(screen.getByRole('region', { name: 'Personal Information' }));
    expect((await section.findByRole('alert')).textContent).toBe('Down');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Asha' });
  });
});
