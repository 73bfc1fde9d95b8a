import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { addTherapistFormSchema, editTherapistFormSchema } from './admin';

const added = {
  name: 'Dr. Meera Rao',
  email: 'meera@example.com',
  specialization: 'Grief',
  description: 'Listens.',
  price: '1200',
};

describe("the administrator's therapist dialog", () => {
  it('reads the typed price as a number', () => {
    expect(addTherapistFormSchema.parse(added).price).toBe(1200);
  });

  // An empty box used to become 0: the therapist was listed as free without anyone choosing so.
  it('refuses an empty price box instead of reading it as 0, adding or editing', () => {
    for (const schema of [addTherapistFormSchema, editTherapistFormSchema]) {
      const result = schema.safeParse({ ...added, price: '  ' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['price'], messages.admin.priceInvalid],
      ]);
    }
  });

  it('still takes 0 typed on purpose', () => {
    expect(editTherapistFormSchema.parse({ ...added, price: '0' }).price).toBe(0);
  });
});
