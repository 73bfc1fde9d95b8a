export interface EventuallyOptions {
  /** When to give up: generous, since a check that holds returns at once. */
  timeoutMs?: number;
  /** What is awaited, for the error when it never comes. */
  what?: string;
}

/**
 * Waits until `check` holds, looking again every 10 ms: for what the app does after it answers
 * (a row, a mail, a socket's event, a line a process prints), never to prove that something did
 * not happen. The limit only decides when a stuck test is given up, so it is set for the slowest
 * machine of this kind.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 20_000, what = 'a check to hold' }: EventuallyOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
