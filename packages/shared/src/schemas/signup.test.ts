import { describe, expect, it } from 'vitest';
import {
  firstSignupError,
  passwordStrengthError,
  normalisePhone,
  signupErrors,
  signupFormSchema,
  signupRequestSchema,
  toE164,
  type SignupFormValues,
} from './signup';

const valid: SignupFormValues = {
  Name: 'Asha Rao',
  Password: 'quiet-river-42',
  confirmPassword: 'quiet-river-42',
  Age: '34',
  Email: 'asha@example.com',
  PhoneNumber: '+919876543210',
};

describe('firstSignupError', () => {
  it('accepts a complete, valid form', () => {
    expect(firstSignupError(valid)).toBeNull();
  });

  it.each(['Name', 'Password', 'confirmPassword', 'Age', 'Email', 'PhoneNumber'] as const)(
    'asks for every field first: %s left blank',
    (field) => {
      expect(
        firstSignupError({ ...valid, [field]: '  ', Email: field === 'Email' ? '' : 'bad' }),
      ).toEqual({
        field,
        message: 'All fields are required.',
      });
    },
  );

  it('then the e-mail shape, before the phone and the passwords', () => {
    expect(
      firstSignupError({
        ...valid,
        Email: 'asha.example.com',
        PhoneNumber: '1',
        confirmPassword: 'x',
      }),
    ).toEqual({
      field: 'Email',
      message: 'Invalid email format.',
    });
  });

  it.each([
    ['987654321', false],
    ['9876543210', true],
    ['+9876543210', true],
    ['+98765432101234', true],
    ['987654321012345', true],
    ['9876543210123456', false],
    ['+9876543210123456', false],
    // People write numbers with spaces, dashes, dots and brackets: those are not digits.
    ['+98765 43210', true],
    ['98765-43210', true],
    ['(0091) 98765.43210', true],
    ['+-', false],
  ])('takes the phone %s: %s', (phone, ok) => {
    const error = firstSignupError({ ...valid, PhoneNumber: phone, confirmPassword: 'mismatch' });
    expect(error?.field).toBe(ok ? 'confirmPassword' : 'PhoneNumber');
    if (!ok) expect(error?.message).toBe('Please enter a valid phone number (10-15 digits).');
  });

  it('says what is wrong with letters in a phone, not a digit count', () => {
    expect(firstSignupError({ ...valid, PhoneNumber: '+98765 4321a' })).toEqual({
      field: 'PhoneNumber',
      message: 'A phone number may hold only digits, spaces, dashes and a leading +.',
    });
  });

  it('stores E.164: ten digits without a plus get the default country code', () => {
    expect(toE164('98765 43210')).toBe('+919876543210');
    expect(toE164('+91 98765-43210')).toBe('+919876543210');
    expect(toE164('919876543210')).toBe('+919876543210');
    expect(toE164('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('accepts an Indian number typed the local way, with its trunk 0, and stores E.164', () => {
    expect(toE164('098765 43210')).toBe('+919876543210');
    expect(firstSignupError({ ...valid, PhoneNumber: '098765 43210' })).toBeNull();
    expect(signupRequestSchema.parse({ ...valid, PhoneNumber: '098765-43210' }).phone).toBe(
      '+919876543210',
    );
    // A 0 before anything but ten digits is still no number.
    expect(firstSignupError({ ...valid, PhoneNumber: '0987654321' })?.field).toBe('PhoneNumber');
  });

  it('stores the number as a plus and digits', () => {
    expect(normalisePhone(' +91 98765-43210 ')).toBe('+919876543210');
    expect(normalisePhone('0044 (20) 7946.0958')).toBe('+442079460958');
    expect(signupRequestSchema.parse({ ...valid, PhoneNumber: '+91 98765 43210' }).phone).toBe(
      '+919876543210',
    );
  });

  it('then that the passwords match', () => {
    expect(firstSignupError({ ...valid, confirmPassword: 'quiet-river-43' })).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match.',
    });
  });

  it.each([
    ['12', false],
    ['13', true],
    ['120', true],
    ['121', false],
    ['30.5', false],
    ['thirty', false],
  ])('takes the age %s: %s', (age, ok) => {
    expect(firstSignupError({ ...valid, Age: age, guardianConsent: true })).toEqual(
      ok
        ? null
        : { field: 'Age', message: 'Please enter your age as a whole number from 13 to 120.' },
    );
  });
});

describe('the country-code rule', () => {
  it('refuses a leading 0 that is not India’s trunk 0 before ten digits (it could never book)', () => {
    // Issue 22: the local way ("098765 43210") is a number, stored with +91 (see above).
    expect(firstSignupError({ ...valid, PhoneNumber: '098765432101' })).toEqual({
      field: 'PhoneNumber',
      message: 'Please enter a valid phone number with country code',
    });
    expect(firstSignupError({ ...valid, PhoneNumber: '+09876543210' })?.field).toBe('PhoneNumber');
  });
});

describe('signupErrors', () => {
  it('gives every field its own problem at once', () => {
    expect(
      signupErrors({ ...valid, Name: '', Email: 'x', PhoneNumber: '12', confirmPassword: 'y' }),
    ).toEqual({
      Name: 'All fields are required.',
      Email: 'Invalid email format.',
      PhoneNumber: 'Please enter a valid phone number (10-15 digits).',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it("asks under 18 for a guardian's consent, and only then", () => {
    const consent =
      "Please confirm that you have your parent's or guardian's consent (you are under 18).";
    expect(signupErrors({ ...valid, Age: '17' })).toEqual({ guardianConsent: consent });
    expect(signupErrors({ ...valid, Age: '17', guardianConsent: true })).toEqual({});
    expect(signupErrors({ ...valid, Age: '18' })).toEqual({});
  });
});

describe('passwordStrengthError', () => {
  it('wants 8 to 128 characters that are not a common password', () => {
    expect(passwordStrengthError('1234567')).toBe('Password must be at least 8 characters long.');
    expect(passwordStrengthError('abcdefgh-long')).toBeNull();
    expect(passwordStrengthError('x'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(passwordStrengthError('PASSWORD123')).toBe(
      'This password is too common. Please choose a less predictable one.',
    );
  });
});

describe('signupRequestSchema', () => {
  it('trims, types the age and drops unknown fields such as a role', () => {
    expect(
      signupRequestSchema.parse({ ...valid, Name: ' Asha ', Age: ' 34 ', role: 'admin' }),
    ).toEqual({
      name: 'Asha',
      password: 'quiet-river-42',
      age: 34,
      email: 'asha@example.com',
      phone: '+919876543210',
      guardianConsent: false,
    });
  });
});

describe('signupFormSchema (the form resolver reads it)', () => {
  it('says exactly what signupErrors says, field by field, in the same order', () => {
    const form = { ...valid, Email: 'asha-at-example', Name: '', Age: '15', confirmPassword: 'x' };
    const parsed = signupFormSchema.safeParse(form);
    const issues = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(Object.entries(signupErrors(form)));
    expect(signupFormSchema.safeParse(valid).success).toBe(true);
  });
});
