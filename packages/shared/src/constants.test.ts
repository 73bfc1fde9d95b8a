import { describe, expect, it } from 'vitest';
import { BOOKING_PHONE_PATTERN, EMAIL_PATTERN, SIGNUP_PHONE_PATTERN } from './constants';

describe('the spec patterns', () => {
  it('takes 10 to 15 digits with an optional plus at signup', () => {
    expect(SIGNUP_PHONE_PATTERN.test('9812345678')).toBe(true);
    expect(SIGNUP_PHONE_PATTERN.test('+919812345678')).toBe(true);
    expect(SIGNUP_PHONE_PATTERN.test('981234567')).toBe(false); // 9 digits
    expect(SIGNUP_PHONE_PATTERN.test('+1234567890123456')).toBe(false); // 16 digits
    expect(SIGNUP_PHONE_PATTERN.test('98123 45678')).toBe(false);
  });

  it('takes a country-code number for booking: a non-zero digit then 1 to 14 more', () => {
    expect(BOOKING_PHONE_PATTERN.test('+919812345678')).toBe(true);
    expect(BOOKING_PHONE_PATTERN.test('12')).toBe(true);
    expect(BOOKING_PHONE_PATTERN.test('+0919812345678')).toBe(false);
    expect(BOOKING_PHONE_PATTERN.test('1')).toBe(false);
    expect(BOOKING_PHONE_PATTERN.test('+1234567890123456')).toBe(false);
  });

  it('checks the e-mail shape', () => {
    expect(EMAIL_PATTERN.test('priya@solace.example')).toBe(true);
    expect(EMAIL_PATTERN.test('priya@solace')).toBe(false);
    expect(EMAIL_PATTERN.test('priya solace@x.example')).toBe(false);
    expect(EMAIL_PATTERN.test('@solace.example')).toBe(false);
  });
});
