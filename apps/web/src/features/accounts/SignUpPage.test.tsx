import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { viewerTimeZone, accountsMessages, authMessages } from '@solace/shared';
import {
  asha,
  authValue,
  findToast,
  LocationProbe,
  renderAt,
  sentRequest,
  stubApi,
} from '../../test/render';
import { SignUpPage } from './SignUpPage';

const a = accountsMessages;

function renderSignUp() {
  return renderAt(<SignUpPage />, {
    path: '/signup',
    auth: authValue('unauthenticated'),
    routes: [
      { path: '/login', element: <LocationProbe /> },
      { path: '/home', element: <LocationProbe /> },
      { path: '/bookings/:doctorId', element: <LocationProbe /> },
    ],
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The helper text a field points at (its error message). */
function helperOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const valid = {
  Email: 'asha@example.com',
  'Full Name': 'Asha Rao',
  Password: 'calm-river-42',
  'Confirm Password': 'calm-river-42',
  Age: '30',
  'Phone Number (with country code)': '+919876543210',
};
const PHONE = 'Phone Number (with country code)';

// fireEvent: typing character by character into six MUI fields is needlessly slow.
async function fill(values: Partial<typeof valid>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('SignUpPage', () => {
  it('shows the labelled fields of the spec, with autocomplete hints', () => {
    stubApi({});
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
    const hints = Object.keys(valid).map((label) => field(label).getAttribute('autocomplete'));
    // The e-mail first; the spec's labels.
    expect(hints).toEqual(['email', 'name', 'new-password', 'new-password', null, 'tel']);
    const inputs = [...document.querySelectorAll('form input:not([type=checkbox])')];
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual([
      'Email',
      'Name',
      'Password',
      'confirmPassword',
      'Age',
      'PhoneNumber',
    ]);
    expect(field('Age').type).toBe('number');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows every problem at once, inline, focuses the first and toasts once', async () => {
    const fetchMock = stubApi({});
    renderSignUp();
    await fill({ ...valid, Email: 'asha-at-example', 'Full Name': '', [PHONE]: '12345' });
    await fill({ 'Confirm Password': 'calm-river-43' });
    await submit();
    const problems: [string, string][] = [
      ['Email', a.invalidEmail],
      ['Full Name', a.allFieldsRequired],
      ['Confirm Password', a.passwordsDoNotMatch],
      [PHONE, a.invalidSignupPhone],
    ];
    for (const [label, message] of problems) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(helperOf(field(label))).toContain(message);
    }
    expect(field('Age').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field('Email'));
    // One toast, the spec's first problem; submitting again does not pile up another.
    expect(await findToast(a.allFieldsRequired)).toBeTruthy();
    await submit();
    await waitFor(() => expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing a field takes its message away as it is typed; nothing typed was lost.
    await fill({ Email: valid.Email });
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
    expect(field('Age').value).toBe('30');
  });

  it('checks a field when it loses focus, once something is typed in it', async () => {
    stubApi({});
    renderSignUp();
    await userEvent.click(field('Email'));
    await userEvent.tab();
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
    await userEvent.type(field(PHONE), '98765');
    await userEvent.tab();
    expect(helperOf(field(PHONE))).toContain(a.invalidSignupPhone);
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');
  });

  it('takes a phone with spaces and dashes', async () => {
    stubApi({});
    renderSignUp();
    for (const phone of ['98765 43210', '+91 98765-43210']) {
      await fill({ [PHONE]: phone });
      fireEvent.blur(field(PHONE));
      expect(field(PHONE).getAttribute('aria-invalid')).toBe('false');
    }
  });

  it("asks someone under 18 for a guardian's consent before going on", async () => {
    const fetchMock = stubApi({
      '/signup': { status: 201, body: { success: true, message: a.registrationSuccess } },
    });
    renderSignUp();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await fill({ ...valid, Age: '17' });
    const consent = screen.getByRole('checkbox', { name: a.guardianConsentLabel });
    expect(screen.getByText(a.guardianConsentNote)).toBeTruthy();
    await submit();
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(consent)).toContain(a.guardianConsentRequired);
    expect(document.activeElement).toBe(consent);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(consent);
    expect(consent.getAttribute('aria-invalid')).toBe('false');
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentRequest(fetchMock, 0).body).toMatchObject({ Age: 17, guardianConsent: true });
  });

  it('signs up, says so, and is signed in at home', async () => {
    let settle: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      '/signup': () => new Promise<Response>((resolve) => (settle = resolve)),
    });
    const auth = authValue('unauthenticated');
    renderAt(<SignUpPage />, {
      path: '/signup',
      auth,
      routes: [{ path: '/home', element: <LocationProbe /> }],
    });
    await fill(valid);
    await submit();
    const busy = screen.getByRole('button', { name: 'Signing Up...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    settle(
      new Response(
        JSON.stringify({ success: true, message: a.registrationSuccess, token: 't-1', user: asha }),
        { status: 201 },
      ),
    );

    expect(await screen.findByText(a.registrationSuccess)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/home /));
    expect(auth.signIn).toHaveBeenCalledWith('t-1', asha, { remember: true });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sentRequest(fetchMock, 0)).toEqual({
      url: '/api/signup',
      method: 'POST',
      body: {
        Name: 'Asha Rao',
        Password: 'calm-river-42',
        confirmPassword: 'calm-river-42',
        Age: 30,
        Email: 'asha@example.com',
        PhoneNumber: '+919876543210',
        timeZone: viewerTimeZone(),
      },
    });
  });

  it('goes back to the page that sent the visitor, with what it carried', async () => {
    stubApi({
      '/signup': {
        status: 201,
        body: { success: true, message: a.registrationSuccess, token: 't-1', user: asha },
      },
    });
    const state = { from: '/bookings/d-1?slot=s-9' };
    renderAt(<SignUpPage />, {
      path: '/signup',
      state,
      auth: authValue('unauthenticated'),
      routes: [{ path: '/bookings/:doctorId', element: <LocationProbe /> }],
    });
    await fill(valid);
    await submit();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/bookings/d-1?slot=s-9 ${JSON.stringify(state)}`,
      ),
    );
  });

  it('shows the server text, and marks the field the server names', async () => {
    stubApi({
      '/signup': {
        status: 400,
        body: {
          error: a.emailTooLong,
          code: 'VALIDATION_FAILED',
          fields: { Email: a.emailTooLong },
        },
      },
    });
    renderSignUp();
    await fill(valid);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(a.emailTooLong);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Full Name').value).toBe('Asha Rao');
  });

  it('says "unexpected" when the server cannot be reached', async () => {
    stubApi({
      '/signup': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSignUp();
    await fill(valid);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.unexpected);
  });

  it('has show/hide buttons for both passwords', async () => {
    stubApi({});
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(field('Confirm Password').type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide confirm password' })).toBeTruthy();
    expect(field('Password').type).toBe('password');
  });
});
