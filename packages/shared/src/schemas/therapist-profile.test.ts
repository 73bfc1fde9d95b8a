import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { editOwnProfileFormSchema } from './therapist-profile';

const typed = {
  specialization: ' Anxiety ',
  description: 'Listens.',
  credentials: 'M.Phil.',
  languages: 'English, Hindi,, English ',
  approach: 'CBT.',
  price: '1200',
};

/** Each field's problems, as the form shows them (one field per key). */
function problems(input: Partial<typeof typed>) {
  const result = editOwnProfileFormSchema.safeParse({ ...typed, ...input });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path, issue.message]);
}

describe('editOwnProfileFormSchema', () => {
  it('reads the form as the request: the price as a number, languages from one line', () => {
    expect(editOwnProfileFormSchema.parse(typed)).toEqual({
      specialization: 'Anxiety',
      description: 'Listens.',
      credentials: 'M.Phil.',
      languages: ['English', 'Hindi'],
      approach: 'CBT.',
      price: 1200,
    });
  });

  it('takes an empty price box for no price, not 0', () => {
    expect(problems({ price: ' ' })).toEqual([[['price'], messages.admin.priceInvalid]]);
    expect(problems({ price: '12.5' })).toEqual([[['price'], messages.admin.priceInvalid]]);
  });

  it('says a wrong language on the languages line itself, whichever one it is', () => {
    expect(problems({ languages: `English, ${'x'.repeat(41)}` })).toEqual([
      [['languages'], messages.therapistProfile.languagesInvalid],
    ]);
  });
});
