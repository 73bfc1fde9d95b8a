import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './accounts';

function firstError(input: unknown): string | undefined {
  const result = loginRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('loginRequestSchema', () => {
  it('trims the e-mail and keeps the password as typed', () => {
    expect(loginRequestSchema.parse({ email: '  a@b.example ', password: ' pw ' })).toEqual({
      email: 'a@b.example',
      password: ' pw ',
    });
  });

  it('asks for every field first, then a well-formed e-mail (the spec order)', () => {
    expect(firstError({ email: '   ', password: 'x' })).toBe('All fields are required.');
    expect(firstError({ email: 'a@b.example', password: '' })).toBe('All fields are required.');
    expect(firstError({})).toBe('All fields are required.');
    expect(firstError({ email: 'a@b', password: 'x' })).toBe('Invalid email format.');
  });
});
