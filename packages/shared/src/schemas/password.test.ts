import { describe, expect, it } from 'vitest';
import { isProfilePasswordChange, newPasswordError } from './password';

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
