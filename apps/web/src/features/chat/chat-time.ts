const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A chat message's relative time (spec point 4): under 60 s 'Just now', under an hour 'Nm ago',
 * under a day 'Nh ago', otherwise 'Nd ago'. Shorter than the bell's labels, by the spec.
 */
export function chatTimeLabel(time: number, now: number): string {
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}
