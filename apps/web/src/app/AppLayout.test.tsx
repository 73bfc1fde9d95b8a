import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, conversation, doctors } from '../features/chat/test-chat';
import { fakeSocket } from '../test/fake-socket';
import { asha, storeSession, stubApi, Wrapper, sessionStatusAnswer } from '../test/render';
import { loadScreens } from './load-screens';
import { routes } from './router';

// Compiling the lazy screens and the signed-in parts on first use takes the test runner seconds.
beforeAll(
  () =>
    Promise.all([loadScreens(routes), import('./ChatInbox'), import('../features/notifications')]),
  60_000,
);

beforeEach(() => {
  fakeSocket.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const signedInApi = {
  ...sessionStatusAnswer,
  '/check-login': { body: { user: asha } },
  '/notifications': { body: [] },
  '/plans': { body: [] },
  '/bookings/policy': { body: { cancelNoticeHours: 24 } },
  '/chat/doctors': { body: doctors },
};

function renderApp(path: string) {
  storeSession();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Wrapper auth="provider">
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return router;
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

// Signing in, the chat page and the inbox are three lazy loads in a row: slow on a busy machine.
describe('the Messages link', () => {
  it('counts unread messages, live, over the one socket of the session', async () => {
    stubApi({
      ...signedInApi,
      '/chat/conversations': { body: [conversation('asha', { unread: 2 })] },
    });
    renderApp('/plans');
    const link = await nav().findByRole('link', { name: 'Messages, 2 unread' });
    expect(link.getAttribute('href')).toBe('/liveChat');
    // The badge's code comes with the first count.
    expect(await within(link).findByText('2')).toBeTruthy();

    act(() => fakeSocket.emit('chatMessage', chatMessage('rao', 'Are you free at 5?')));
    await nav().findByRole('link', { name: 'Messages, 3 unread' });
    // The bell and the badge share one connection.
    expect(fakeSocket.connections).toBe(1);
  });

  it('shows no count when everything is read, and drops it once the conversation is read', async () => {
    stubApi({
      ...signedInApi,
      '/chat/conversations': { body: [conversation('asha', { unread: 1 })] },
      [`POST /chat/conversations/${conversation('asha').id}/read`]: {
        body: { success: true, unread: 0 },
      },
    });
    const user = userEvent.setup();
    renderApp('/plans');
    await user.click(await nav().findByRole('link', { name: 'Messages, 1 unread' }));
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    await nav().findByRole('link', { name: 'Messages' });
    expect(document.querySelector('nav .MuiBadge-badge')).toBeNull();
    expect(fakeSocket.connections).toBe(1);
  });
});
