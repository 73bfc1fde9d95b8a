import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type PersonalDataExport, accountsMessages, profileMessages } from '@solace/shared';
import { routes } from '../../app/router';
import { loadAppScreensFirst } from '../../test/app-screens';
import {
  asha,
  findToast,
  sentRequest,
  storeSession,
  stubApi,
  Wrapper,
  sessionStatusAnswer,
} from '../../test/render';
import { flushApp } from '../../test/flush';
import { clientQuestionnaireAnswers } from '../../test/questionnaire-stubs';
import { textChannelsAnswer } from '../../test/text-channel-stubs';

loadAppScreensFirst();

function renderProfile(extra: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const fetchMock = stubApi({
    ...clientQuestionnaireAnswers,
    ...textChannelsAnswer,
    ...sessionStatusAnswer,
    '/check-login': { body: { user: asha } },
    '/notifications': { body: [] },
    '/chat/conversations': { body: [] },
    [`/profile/history/${asha.id}`]: { body: [] },
    '/calls': { body: [] },
    '/bookings/mine': { body: { upcoming: [], past: [], cancelNoticeHours: 24, nextCursor: null } },
    '/logout': { body: { success: true } },
    // Deleting the account and logging out both end on the home page, which lists therapists.
    '/doctors': { body: [] },
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

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('Your data', () => {
  it('downloads everything stored as solace-my-data.json', async () => {
    const at = '2026-03-01T09:00:00.000Z';
    const exported: PersonalDataExport = {
      exportedAt: at,
      service: 'Solace',
      account: { ...asha, age: 34, createdAt: at, updatedAt: at },
      sessions: [{ createdAt: at, lastActiveAt: at, expiresAt: at, revokedAt: null }],
      history: [{ timestamp: at, activity: 'Logged in' }],
      passwordLinks: [],
      bookings: [],
      chatMessages: [],
      videoRoomMessages: [],
      reviews: [],
      calls: [],
      questionnaireAnswers: [],
      consents: [],
      accessLog: [],
      textMessages: [],
      textConsents: [],
    };
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:solace-export';
    });
    // jsdom has no object URLs; lend it two for this test.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, original));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderProfile({ '/profile/export': { body: exported } });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('solace-my-data.json');
    expect(clicked[0]?.href).toBe('blob:solace-export');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual(exported);
  });

  it('deletes the account with the password, forgets the session and goes home', async () => {
    const { fetchMock, router } = renderProfile({
      'DELETE /profile': { body: { success: true, message: accountsMessages.accountDeleted } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    expect(dialog.getByText(/permanently deletes your Solace account/)).toBeTruthy();
    // A client is told which clinical records the practice keeps, and that they stay sealed.
    expect(dialog.getByText(profileMessages.deleteKeepsClinicalRecords)).toBeTruthy();

    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    const password = dialog.getByLabelText('Current Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(accountsMessages.allFieldsRequired);
    expect(document.activeElement).toBe(password);

    fireEvent.change(dialog.getByLabelText('Current Password'), { target: { value: 'secret' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await findToast(accountsMessages.accountDeleted)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    const call = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'DELETE');
    expect(sentRequest(fetchMock, call)).toMatchObject({
      url: '/api/profile',
      body: { password: 'secret' },
    });
    // Leaving after a deletion is not an expired session: no detour to the login page, once
    // every request made so far is answered and every effect has run.
    await flushApp(fetchMock);
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the account when the password is wrong', async () => {
    renderProfile({
      'DELETE /profile': {
        status: 400,
        body: { error: profileMessages.currentPasswordWrong, code: 'BAD_PASSWORD' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Current Password'), { target: { value: 'wrong' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      profileMessages.currentPasswordWrong,
    );
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('logging out from the menu on this page ends at home, not at the login page', async () => {
    const { fetchMock, router } = renderProfile();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(await nav.findByRole('button', { name: 'Hi, Asha' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await flushApp(fetchMock);
    expect(router.state.location.pathname).toBe('/');
  });
});
