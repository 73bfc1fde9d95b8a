import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountsMessages, authMessages } from '@solace/shared';
import { testId } from '../../test/ids';
import { asha, LocationProbe, renderAt, sentRequest, stubApi } from '../../test/render';
import { TherapistLoginPage } from './TherapistLoginPage';

const doctor = { ...asha, id: testId(201), name: 'Dr. Meera', role: 'doctor' as const };

function renderTherapistLogin() {
  return renderAt(<TherapistLoginPage />, {
    path: '/doctorLogin',
    auth: 'provider',
    routes: ['/dochome', '/admin'].map((path) => ({ path, element: <LocationProbe /> })),
  });
}

async function logIn({ remember = false } = {}) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'calm-river-42' } });
  const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
  expect(box.checked).toBe(false);
  if (remember) await userEvent.click(box);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const where = () => screen.getByTestId('location').textContent;

describe('TherapistLoginPage', () => {
  it('without "Remember me" keeps the session to this tab (sessionStorage)', async () => {
    const fetchMock = stubApi({ '/DocLogin': { body: { token: 'doc-token', user: doctor } } });
    renderTherapistLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Therapist login' })).toBeTruthy();
    await logIn();
    await waitFor(() => expect(where()).toMatch(/^\/dochome /));
    expect(sentRequest(fetchMock, 0).url).toBe('/api/DocLogin');
    expect(sessionStorage.getItem('token')).toBe('doc-token');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ role: 'doctor' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('with "Remember me" keeps it (localStorage)', async () => {
    stubApi({ '/DocLogin': { body: { token: 'doc-token', user: doctor } } });
    renderTherapistLogin();
    await logIn({ remember: true });
    await waitFor(() => expect(where()).toMatch(/^\/dochome /));
    expect(localStorage.getItem('token')).toBe('doc-token');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('sends administrators to /admin', async () => {
    stubApi({ '/DocLogin': { body: { token: 't', user: { ...doctor, role: 'admin' } } } });
    renderTherapistLogin();
    await logIn();
    await waitFor(() => expect(where()).toMatch(/^\/admin /));
  });

  it('shows the server text, else "unexpected"', async () => {
    stubApi({
      '/DocLogin': {
        status: 403,
        body: { error: accountsMessages.useClientLogin, code: 'WRONG_PORTAL' },
      },
    });
    renderTherapistLogin();
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(accountsMessages.useClientLogin);

    stubApi({ '/DocLogin': () => new Response('<html>bad gateway</html>', { status: 502 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(authMessages.unexpected),
    );
  });

  it('links to the password reset and the client login', () => {
    stubApi({});
    renderTherapistLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/verifymail',
    );
    expect(screen.getByRole('link', { name: 'Client login' }).getAttribute('href')).toBe('/login');
  });
});
