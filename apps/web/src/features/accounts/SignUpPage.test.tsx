import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, viewerTimeZone } from '@solace/shared';
import {
  authValue,
  findToast,
  LocationProbe,
  renderAt,
  sentRequest,
  stubApi,
} from '../../test/render';
import { SignUpPage } from './SignUpPage';

const a = messages.accounts;

function renderSignUp() {
  return renderAt(<SignUpPage />, {
    path: '/signup',
    auth: authValue('unauthenticated'),
    routes: [{ path: '/login', element: <LocationProbe /> }],
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The helper text a field points at (its error message). */
function helperOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const valid = {
  'Full Name': 'Asha Rao',
  Password: 'calm-river-42',
  'Confirm Password': 'calm-river-42',
  Age: '30',
  Email: 'asha@example.com',
  'Phone Number (with country code)': '+919876543210',
};

// fireEvent: typing character by character into six MUI fields is needlessly slow.
async function fill(values: Partial<typeof valid>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

async function expectProblem(label: string, message: string) {
  expect(await findToast(message)).toBeTruthy();
  const input = field(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(helperOf(input)).toContain(message);
  expect(document.activeElement).toBe(input);
}

describe('SignUpPage', () => {
  it('shows the labelled fields of the spec, with autocomplete hints', () => {
    stubApi({});
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
    const hints = Object.keys(valid).map((label) => field(label).getAttribute('autocomplete'));
    expect(hints).toEqual(['name', 'new-password', 'new-password', null, 'email', 'tel']);
    expect(field('Age').type).toBe('number');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('checks in the spec order and never calls the server with a problem', async () => {
    const fetchMock = stubApi({});
    renderSignUp();
    await submit();
    await expectProblem('Full Name', a.allFieldsRequired);

    await fill({ ...valid, Email: 'asha-at-example' });
    await submit();
    await expectProblem('Email', a.invalidEmail);

    await fill({ Email: valid.Email, 'Phone Number (with country code)': '987654321' });
    await submit();
    await expectProblem('Phone Number (with country code)', a.invalidSignupPhone);

    await fill({ 'Phone Number (with country code)': valid['Phone Number (with country code)'] });
    await fill({ 'Confirm Password': 'calm-river-43' });
    await submit();
    await expectProblem('Confirm Password', a.passwordsDoNotMatch);

    expect(fetchMock).not.toHaveBeenCalled();
    // Nothing typed was lost along the way.
    expect(field('Full Name').value).toBe('Asha Rao');
    expect(field('Age').value).toBe('30');
  });

  it('signs up, says so, and goes to the login page', async () => {
    let settle: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      '/signup': () => new Promise<Response>((resolve) => (settle = resolve)),
    });
    renderSignUp();
    await fill(valid);
    await submit();
    const busy = screen.getByRole('button', { name: 'Signing Up...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    settle(
      new Response(JSON.stringify({ success: true, message: a.registrationSuccess }), {
        status: 201,
      }),
    );

    expect(await screen.findByText(a.registrationSuccess)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/login /));
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
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.unexpected);
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
