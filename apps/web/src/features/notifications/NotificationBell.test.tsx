import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKGROUND_REQUEST_HEADER, type Notification } from '@solace/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '../../test/fake-socket';
import { testId } from '../../test/ids';
import { authValue, LocationProbe, renderAt, sentRequest, stubApi } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import { flushApp } from '../../test/flush';

beforeEach(() => fakeSocket.reset());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const booking: Notification = {
  id: testId(501),
  title: 'Booking confirmed',
  message: 'Your session with Dr Rao is booked.',
  read: false,
  created_at: minutesAgo(5),
  link: '/bookings/d1',
};
const reply: Notification = {
  id: testId(502),
  title: 'New message',
  message: 'Dr Rao replied.',
  read: false,
  created_at: minutesAgo(120),
  link: null,
};
const welcome: Notification = {
  id: testId(503),
  title: 'Welcome to Solace',
  message: 'Glad you are here.',
  read: true,
  created_at: minutesAgo(0),
  link: null,
};

function renderBell() {
  return renderAt(<NotificationBell />, {
    auth: authValue('authenticated'),
    routes: [{ path: '/bookings/:doctorId', element: <LocationProbe /> }],
  });
}

describe('NotificationBell', () => {
  it('shows no badge when nothing is unread, and the empty state', async () => {
    const fetchMock = stubApi({ '/notifications': { body: [welcome] } });
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByText('0')).toBeNull();
    expect(document.querySelector('.MuiBadge-badge')).toBeNull();
    // The poll is a background request, sent with the session token.
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers[BACKGROUND_REQUEST_HEADER]).toBe('1');
    expect(fakeSocket.token).toBe('token-1');

    await user.click(bell);
    expect(await screen.findByText('Welcome to Solace')).toBeTruthy();
    expect(screen.getByText('Just now')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows "No notifications yet" for an empty list', async () => {
    stubApi({ '/notifications': { body: [] } });
    const user = userEvent.setup();
    renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('badges the unread count and names it', async () => {
    stubApi({ '/notifications': { body: [booking, reply, welcome] } });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();
  });

  it('clicking an unread item marks it read and opens its link', async () => {
    const fetchMock = stubApi({
      '/notifications': { body: [booking, reply] },
      [`PUT /notifications/${booking.id}/read`]: { body: { success: true } },
    });
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    expect(screen.getByText('5 minutes ago')).toBeTruthy();
    expect(screen.getByText('2 hours ago')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Booking confirmed/ }));
    expect((await screen.findByTestId('location')).textContent).toBe('/bookings/d1 null');
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentRequest(fetchMock, put)).toMatchObject({
      url: `/api/notifications/${booking.id}/read`,
      method: 'PUT',
    });
  });

  it('clicking an item without a link marks it read, closes, and keeps the page', async () => {
    const fetchMock = stubApi({
      '/notifications': { body: [booking, reply] },
      [`PUT /notifications/${reply.id}/read`]: { body: { success: true } },
    });
    const user = userEvent.setup();
    const { router } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: /New message/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/${reply.id}/read`))).toBe(
      true,
    );
  });

  it('Mark all as read sends PUT read-all and clears the badge', async () => {
    const fetchMock = stubApi({
      '/notifications': { body: [booking, reply] },
      'PUT /notifications/read-all': { body: { success: true, updated: 2 } },
    });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(document.querySelector('.MuiBadge-badge')).toBeNull();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentRequest(fetchMock, put)).toMatchObject({
      url: '/api/notifications/read-all',
      method: 'PUT',
    });
  });

  it('a failed mark-read is only logged', async () => {
    stubApi({
      '/notifications': { body: [reply] },
      [`PUT /notifications/${reply.id}/read`]: { status: 500, body: { error: 'Boom' } },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(screen.getByRole('button', { name: /New message/ }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on Escape (focus back on the bell) and on an outside press', async () => {
    stubApi({ '/notifications': { body: [] } });
    const user = userEvent.setup();
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');

    await user.click(bell);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toggles from the bell, and shows no badge number when nothing is unread', async () => {
    stubApi({ '/notifications': { body: [] } });
    const user = userEvent.setup();
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    await user.click(bell);
    expect(screen.queryByText('No notifications yet')).toBeNull();
    expect(within(bell).queryByText('0')).toBeNull();
  });

  it('a live notification appears at once, without a refetch, and only once', async () => {
    const fetchMock = stubApi({ '/notifications': { body: [welcome] } });
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByText('Welcome to Solace');

    act(() => fakeSocket.emit('notification:new', booking));
    act(() => fakeSocket.emit('notification:new', booking));
    expect(await screen.findAllByText(/Booking confirmed/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Booking confirmed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a live notification that arrives while a fetch that read the list before it is under way', async () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    let answerHeldFetch: (response: Response) => void = () => {};
    let fetches = 0;
    const fetchMock = stubApi({
      '/notifications': () => {
        fetches += 1;
        if (fetches === 1) return json([welcome]);
        // The reconnect's fetch: held until the live notification has arrived.
        if (fetches === 2) return new Promise<Response>((resolve) => (answerHeldFetch = resolve));
        return json([booking, welcome]);
      },
    });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => fakeSocket.reconnect());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    act(() => fakeSocket.emit('notification:new', booking));
    // The held fetch answers with the list as it was before the booking.
    act(() => answerHeldFetch(json([welcome])));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // Every answer handled: the stale list did not take the live notification back.
    await flushApp(fetchMock);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('closes the socket when unmounted', async () => {
    stubApi({ '/notifications': { body: [] } });
    const { unmount } = renderBell();
    await waitFor(() => expect(fakeSocket.token).toBe('token-1'));
    unmount();
    expect(fakeSocket.disconnected).toBe(true);
  });
});
