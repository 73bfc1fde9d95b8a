import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountsMessages, profileMessages } from '@solace/shared';
import { asha, authValue, findToast, renderAt, sentRequest, stubApi } from '../../test/render';
import { PersonalInfoSection } from './PersonalInfoSection';

function openDialog() {
  renderAt(<PersonalInfoSection user={asha} />, { auth: authValue('authenticated') });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  return within(screen.getByRole('dialog', { name: 'Change Password' }));
}

function fill(dialog: ReturnType<typeof openDialog>, current: string, next: string, again = next) {
  fireEvent.change(dialog.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(dialog.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(dialog.getByLabelText('Confirm New Password'), { target: { value: again } });
  fireEvent.click(dialog.getByRole('button', { name: 'Update Password' }));
}

describe('ChangePasswordDialog', () => {
  it('has the three fields, new ones at least 8 long', () => {
    stubApi({});
    const dialog = openDialog();
    expect(dialog.getByLabelText('New Password').getAttribute('minlength')).toBe('8');
    expect(dialog.getByLabelText('Confirm New Password').getAttribute('minlength')).toBe('8');
    expect(dialog.getByLabelText('Current Password').getAttribute('autocomplete')).toBe(
      'current-password',
    );
  });

  const described = (input: HTMLElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

  it.each([
    ['', 'calm-river-42', 'calm-river-42', 'Current Password', accountsMessages.allFieldsRequired],
    [
      'old-secret',
      'calm-river-42',
      'calm-river-43',
      'Confirm New Password',
      profileMessages.newPasswordsDoNotMatch,
    ],
    ['old-secret', 'short', 'short', 'New Password', profileMessages.newPasswordTooShort],
  ])('checks before sending (%s, %s, %s)', async (current, next, again, label, message) => {
    const fetchMock = stubApi({});
    const dialog = openDialog();
    fill(dialog, current, next, again);
    const field = dialog.getByLabelText(label);
    await waitFor(() => expect(described(field)).toBe(message));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every field’s problem under it at once, focusing the first', async () => {
    const fetchMock = stubApi({});
    const dialog = openDialog();
    fill(dialog, '', 'short', 'other');
    const [current, next, again] = ['Current Password', 'New Password', 'Confirm New Password'].map(
      (label) => dialog.getByLabelText(label),
    );
    await waitFor(() => expect(described(current!)).toBe(accountsMessages.allFieldsRequired));
    expect(described(next!)).toBe(profileMessages.newPasswordTooShort);
    expect(described(again!)).toBe(profileMessages.newPasswordsDoNotMatch);
    expect(document.activeElement).toBe(current);
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success: says so, closes and forgets the fields', async () => {
    const fetchMock = stubApi({
      '/changepassword': { body: { success: true, message: profileMessages.passwordUpdated } },
    });
    const dialog = openDialog();
    fill(dialog, 'old-secret', 'calm-river-42');
    expect(await findToast(profileMessages.passwordUpdated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequest(fetchMock, 0).body).toEqual({
      userId: asha.id,
      currentPassword: 'old-secret',
      newPassword: 'calm-river-42',
      confirmPassword: 'calm-river-42',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    const reopened = within(screen.getByRole('dialog', { name: 'Change Password' }));
    expect((reopened.getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
  });

  it.each([
    [429, { error: 'slow down', code: 'RATE_LIMITED' }, profileMessages.tooManyPasswordChanges],
    [
      400,
      { error: profileMessages.currentPasswordWrong, code: 'BAD_PASSWORD' },
      profileMessages.currentPasswordWrong,
    ],
    [502, '<html>gateway</html>', profileMessages.passwordFailed],
  ])('answers %i with its message', async (status, body, message) => {
    stubApi({
      '/changepassword': () =>
        new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    });
    const dialog = openDialog();
    fill(dialog, 'old-secret', 'calm-river-42');
    expect((await dialog.findByRole('alert')).textContent).toBe(message);
  });

  it('Cancel closes the dialog', async () => {
    stubApi({});
    openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
