/** What the numbers were measured on. */
import os from 'node:os';

export function describeMachine(postgresVersion?: string): string {
  const cpus = os.cpus();
  const memoryGb = Math.round(os.totalmem() / 2 ** 30);
  const parts = [
    `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores`,
    `${memoryGb} GB memory`,
    `${os.type()} ${os.release()}`,
    `Node ${process.version}`,
  ];
  if (postgresVersion) parts.push(postgresVersion);
  return parts.join('; ');
}
