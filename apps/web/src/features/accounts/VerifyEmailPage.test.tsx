import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountsMessages } from '@solace/shared';
import { authValue, findToast, renderAt, sentRequest, stubApi } from '../../test/render';
import { VerifyEmailPage } from './VerifyEmailPage';

function send(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('VerifyEmailPage', () => {
  it('asks for a link and confirms where it went', async () => {
    const fetchMock = stubApi({
      '/verifyemail': { body: { success: true, message: accountsMessages.resetLinkSent } },
    });
    renderAt(<VerifyEmailPage />, { auth: authValue('unauthenticated') });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    send(' asha@example.com ');
    expect(await findToast(accountsMessages.resetLinkSent)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'If an account exists for asha@example.com, a link is on its way. It is valid for 30 minutes.',
    );
    expect(sentRequest(fetchMock, 0).body).toEqual({ email: 'asha@example.com' });
  });

  it('validates before sending', async () => {
    const fetchMock = stubApi({});
    renderAt(<VerifyEmailPage />, { auth: authValue('unauthenticated') });
    send('');
    expect(await findToast(accountsMessages.allFieldsRequired)).toBeTruthy();
    send('nope');
    expect(await findToast(accountsMessages.invalidEmail)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [500, { error: 'Boom', code: 'INTERNAL' }, accountsMessages.resetLinkFailed],
    [
      429,
      { error: accountsMessages.tooManyResetRequests, code: 'RATE_LIMITED' },
      accountsMessages.tooManyResetRequests,
    ],
  ])('answers %i with its message', async (status, body, message) => {
    stubApi({ '/verifyemail': { status, body } });
    renderAt(<VerifyEmailPage />, { auth: authValue('unauthenticated') });
    send('asha@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
