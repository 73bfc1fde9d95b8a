import { describe, expect, it } from 'vitest';
import { BatchWhileBusy } from './batch-while-busy';

/** A batcher that doubles numbers and records the batches it was given. */
function doubler(options: { most?: number; failOn?: number; keyOf?: (n: number) => string } = {}) {
  const batches: number[][] = [];
  const batcher = new BatchWhileBusy<number, number>({
    most: options.most ?? 10,
    keyOf: options.keyOf,
    run: async (requests) => {
      batches.push(requests);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (requests.includes(options.failOn ?? NaN)) throw new Error(`refused ${options.failOn}`);
      return requests.map((n) => n * 2);
    },
  });
  return { batcher, batches };
}

describe('batches while busy', () => {
  it('works a lone request at once, and those that arrive meanwhile together next', async () => {
    const { batcher, batches } = doubler();
    const answers = await Promise.all([1, 2, 3, 4].map((n) => batcher.submit(n)));
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('takes at most `most` per batch', async () => {
    const { batcher, batches } = doubler({ most: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('never puts two requests of one key in a batch', async () => {
    const { batcher, batches } = doubler({ keyOf: (n) => String(n % 2) });
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('gives a failing request its own error and the others their answers', async () => {
    const { batcher, batches } = doubler({ failOn: 3 });
    const settled = await Promise.allSettled([1, 2, 3, 4].map((n) => batcher.submit(n)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual([
      2,
      4,
      'Error: refused 3',
      8,
    ]);
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });
});
