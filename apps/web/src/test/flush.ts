import { act } from '@testing-library/react';
import type { Mock } from 'vitest';

/**
 * A barrier for "and nothing else happened", with no clock in it: waits until every request the
 * page has made so far has been answered, then lets React run every update and effect those
 * answers (or anything else already scheduled) set off. A navigation, a toast or a re-render
 * that was going to happen because of what already happened has happened once this resolves.
 */
export async function flushApp(fetchMock?: Mock): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const answers = (fetchMock?.mock.results ?? []).map((result) => result.value as unknown);
    await act(async () => {
      await Promise.allSettled(answers);
      // A fetch's body is read a few steps after its answer: one macrotask turn covers them.
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}
