import { describe, expect, it } from 'vitest';
import {
  firstNewPasswordProblem,
  isProfilePasswordChange,
  newPasswordError,
  newPasswordErrors,
} from './password';

describe('newPasswordError', () => {
  it('uses the reset flow wording', () => {
    expect(newPasswordError('abcdefgh1', 'abcdefgh2', 'reset')).toBe('Passwords do not match.');
    expect(newPasswordError('short', 'short', 'reset')).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('uses the profile wording of the spec', () => {
    expect(newPasswordError('abcdefgh1', 'abcdefgh2', 'profile')).toBe(
      'New passwords do not match',
    );
    expect(newPasswordError('short', 'short', 'profile')).toBe(
      'New password must be at least 8 characters long',
    );
    expect(newPasswordError('steady-breath-99', 'steady-breath-99', 'profile')).toBeNull();
  });
});

describe('isProfilePasswordChange', () => {
  it('tells the profile flow from the e-mailed link flow', () => {
    expect(isProfilePasswordChange({ userId: 'u', currentPassword: 'x' })).toBe(true);
    expect(isProfilePasswordChange({ email: 'a@b.example', token: 't' })).toBe(false);
    expect(isProfilePasswordChange(null)).toBe(false);
  });
});

describe('newPasswordErrors', () => {
  it('names every field at once, a mismatch on the confirmation', () => {
    expect(newPasswordErrors('', '', 'reset')).toEqual({
      newPassword: 'All fields are required.',
      confirmPassword: 'All fields are required.',
    });
    expect(newPasswordErrors('short', 'other', 'profile')).toEqual({
      newPassword: 'New password must be at least 8 characters long',
      confirmPassword: 'New passwords do not match',
    });
    expect(newPasswordErrors('steady-breath-99', 'steady-breath-99', 'reset')).toEqual({});
  });

  it('puts the spec’s first problem first: required, then a mismatch', () => {
    const errors = newPasswordErrors('short', 'other', 'reset');
    expect(firstNewPasswordProblem(errors)).toBe('Passwords do not match.');
    expect(
      firstNewPasswordProblem({ ...errors, currentPassword: 'All fields are required.' }),
    ).toBe('All fields are required.');
    expect(firstNewPasswordProblem({})).toBeNull();
  });
});
