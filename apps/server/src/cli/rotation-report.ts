import type { RotateReply } from '../control-channel';

interface Output {
  log(line: string): void;
  error(line: string): void;
}

/**
 * What `npm run records:rotate-key` prints, and its exit code: 0 once every record is under the
 * first key. 1 when it failed, or when records did not open with the key they name: the rest
 * are rotated, but the old key must stay configured until someone looks at those (restores them
 * from a backup, say); running the command again re-wraps nothing new and names them again.
 */
export function reportRotation(reply: RotateReply, out: Output = console): number {
  if (!reply.ok) {
    out.error(reply.error);
    return 1;
  }
  if (reply.unreadable.length === 0) {
    out.log(
      `Re-wrapped ${reply.rewrapped} record key(s); every record is now under master key ${reply.keyId}.`,
    );
    return 0;
  }
  out.log(`Re-wrapped ${reply.rewrapped} record key(s) under master key ${reply.keyId}.`);
  out.error(
    `${reply.unreadable.length} record(s) did not open with the key they name (changed since they were written) and were left as they are:`,
  );
  for (const { table, id } of reply.unreadable) out.error(`  ${table} ${id}`);
  return 1;
}
