/**
 * The person whose conversation is open on a visible chat page in this tab, if any. Their
 * messages are read as they arrive, so the Messages badge does not count them.
 */
let readingNow: string | null = null;

export function setReadingNow(otherId: string | null): void {
  readingNow = otherId;
}

export function isReadingNow(otherId: string): boolean {
  return readingNow === otherId;
}
