import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMAIL_PATTERN, passwordStrengthError } from '@solace/shared';
import { z } from 'zod';
import type { AppContext } from './app-context';
import { createStaffAccount } from './features/accounts/staff-accounts.service';
import {
  rotateRecordsKey,
  type MasterKeyring,
  type RotationReport,
} from './features/records/records.service';
import { defaultBackupPath, writeBackup } from './backup/backup-archive';
import { AppError } from './lib/app-error';

/**
 * The running server's door for `npm run user:create`, `records:rotate-key` and `db:backup`. The
 * embedded database belongs to one process (db/data-dir-lock.ts), so while the server runs,
 * the command asks it to do the work on its own connection. A unix socket in DATA_DIR, readable and writable by the
 * machine's user who runs Solace only (0600); one JSON line in, one JSON line out; one command.
 */

/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux). */
const MAX_SOCKET_PATH_BYTES = 103;
const MAX_REQUEST_BYTES = 64 * 1024;
const IDLE_TIMEOUT_MS = 30_000;

const staffAccountSchema = z.strictObject({
  role: z.enum(['doctor', 'admin']),
  // Too long stops before the pattern runs: its cost grows with the length.
  email: z.string().max(254, { abort: true }).regex(EMAIL_PATTERN, 'email is not valid'),
  name: z.string().trim().min(1).max(200),
  password: z
    .string()
    .refine((p) => !passwordStrengthError(p), 'password is too weak')
    .optional(),
  phone: z.string().max(40).optional(),
  specialization: z.string().max(200).optional(),
  description: z.string().max(5000).optional(),
  priceRupees: z.number().int().nonnegative().optional(),
});

const requestSchema = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('create-staff-account'), account: staffAccountSchema }),
  // `npm run records:rotate-key`: re-wraps the records' data keys under the first master key.
  z.strictObject({ command: z.literal('rotate-records-key') }),
  // `npm run db:backup`: a consistent backup of the running server's database and uploads.
  z.strictObject({ command: z.literal('backup'), out: z.string().min(1).max(4096).optional() }),
]);
type ControlRequest = z.input<typeof requestSchema>;

export type ControlReply =
  { ok: true; userId: string; setPasswordLink?: string } | { ok: false; error: string };
export type RotateReply = ({ ok: true } & RotationReport) | { ok: false; error: string };
export type BackupReply = { ok: true; file: string; bytes: number } | { ok: false; error: string };

/** What the channel's commands work with besides the app's context. */
interface ChannelDeps {
  ctx: AppContext;
  keyring: MasterKeyring;
  /** The embedded database's archive (db/client.ts `dump`). */
  dump: () => Promise<Buffer>;
}

/** Where the server listens for DATA_DIR, or undefined where the channel is not offered. */
function controlSocketPath(dataDir: string): string | undefined {
  if (process.platform === 'win32') return undefined;
  const socketPath = path.join(dataDir, 'control.sock');
  return Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH_BYTES ? socketPath : undefined;
}

/**
 * Opens the channel when the server is ready (before it listens) and closes it first on
 * close, letting a command that is running finish. Only for a server that holds the embedded
 * database: the lock also makes removing a socket file left by a killed server safe.
 */
export function registerControlChannel(
  app: FastifyInstance,
  ctx: AppContext,
  keyring: MasterKeyring,
  dump: () => Promise<Buffer>,
): void {
  const socketPath = controlSocketPath(ctx.config.dataDir);
  let channel: { close(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    if (!socketPath) {
      ctx.log.warn(
        'No control channel here (Windows or a long DATA_DIR): stop the server to run user:create.',
      );
      return;
    }
    try {
      channel = await listen(socketPath, { ctx, keyring, dump });
    } catch (err) {
      ctx.log.warn({ err }, 'The control channel for user:create could not open');
    }
  });
  app.addHook('preClose', async () => {
    await channel?.close();
  });
}

async function listen(socketPath: string, deps: ChannelDeps): Promise<{ close(): Promise<void> }> {
  const { ctx } = deps;
  fs.rmSync(socketPath, { force: true });
  const idle = new Set<net.Socket>();
  const server = net.createServer((socket) => serve(socket, deps, idle));
  const umask = process.umask(0o177); // the socket is created 0600, never wider even briefly
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socketPath, 0o600);
  server.on('error', (err) => ctx.log.warn({ err }, 'control channel'));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve()); // waits for running commands; removes the socket file
        for (const socket of idle) socket.destroy();
      }),
  };
}

function serve(socket: net.Socket, deps: ChannelDeps, idle: Set<net.Socket>): void {
  idle.add(socket);
  socket.on('close', () => idle.delete(socket));
  socket.on('error', () => {}); // the client went away; nothing to answer
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
  let received = '';
  const onData = (chunk: Buffer) => {
    received += chunk.toString('utf8');
    const end = received.indexOf('\n');
    if (end < 0 && received.length <= MAX_REQUEST_BYTES) return;
    socket.off('data', onData);
    socket.setTimeout(0); // a command, once started, runs to its answer
    idle.delete(socket);
    const answer =
      end < 0
        ? Promise.resolve(refusal('The request is too large.'))
        : run(received.slice(0, end), deps);
    void answer.then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  };
  socket.on('data', onData);
}

async function run(
  line: string,
  { ctx, keyring, dump }: ChannelDeps,
): Promise<ControlReply | RotateReply | BackupReply> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return refusal('The request is not JSON.');
  }
  const request = requestSchema.safeParse(json);
  if (!request.success) {
    return refusal(request.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  if (request.data.command === 'rotate-records-key') return rotate(ctx, keyring);
  if (request.data.command === 'backup') return backup(ctx, dump, request.data.out);
  try {
    const created = await createStaffAccount(ctx, request.data.account);
    ctx.log.info(
      { role: request.data.account.role, userId: created.userId },
      'control channel: staff account created',
    );
    return { ok: true, ...created };
  } catch (err) {
    if (err instanceof AppError) return refusal(err.message);
    ctx.log.error({ err }, 'control channel: creating a staff account failed');
    return refusal('The server could not create the account; its log says why.');
  }
}

function refusal(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

/**
 * Sends one command to the server running on DATA_DIR. Undefined when none listens there (no
 * socket, or one left by a server that is gone): the caller may then open the database itself.
 */
export async function sendControlRequest<Reply = ControlReply>(
  dataDir: string,
  request: ControlRequest,
  timeoutMs = 60_000,
): Promise<Reply | undefined> {
  const socketPath = controlSocketPath(dataDir);
  if (!socketPath) return undefined;
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let connected = false;
    let received = '';
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error('The server did not answer on its control channel in time.')),
    );
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      const nobody = !connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED');
      if (nobody) resolve(undefined);
      else reject(err);
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as Reply);
      } catch {
        reject(new Error('The server closed its control channel without an answer.'));
      }
    });
  });
}

async function rotate(ctx: AppContext, keyring: MasterKeyring): Promise<RotateReply> {
  try {
    const report = await rotateRecordsKey(ctx, keyring);
    ctx.log.info(report, 'control channel: records re-wrapped under the first master key');
    return { ok: true, ...report };
  } catch (err) {
    ctx.log.error({ err }, 'control channel: rotating the records key failed');
    return refusal(`The server could not rotate the records key: ${(err as Error).message}`);
  }
}

async function backup(
  ctx: AppContext,
  dump: () => Promise<Buffer>,
  out: string | undefined,
): Promise<BackupReply> {
  try {
    const now = ctx.clock.now();
    const written = await writeBackup({
      dump,
      dataDir: ctx.config.dataDir,
      uploadsInBucket: Boolean(ctx.config.s3),
      out: out ?? defaultBackupPath(ctx.config.dataDir, now),
      now,
    });
    ctx.log.info(written, 'control channel: backup written');
    return { ok: true, ...written };
  } catch (err) {
    ctx.log.error({ err }, 'control channel: backup failed');
    return refusal(`The server could not write the backup: ${(err as Error).message}`);
  }
}
