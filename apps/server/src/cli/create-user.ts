/**
 * `npm run user:create -- --role doctor|admin --email ... --name ... [--password ...]`
 * Creates a staff account in the configured database. The embedded database belongs to one
 * process: while a server runs on DATA_DIR, the account is created by that server, through its
 * control channel (`DATA_DIR/control.sock`, see control-channel.ts); otherwise this command
 * opens the database itself, as it does on PostgreSQL.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { EMAIL_PATTERN, passwordStrengthError } from '@solace/shared';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { keepDataDirPrivate } from '../lib/private-data';
import { sendControlRequest, type ControlReply } from '../control-channel';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createStaffAccount } from '../features/accounts/staff-accounts.service';
import { AppError } from '../lib/app-error';
import { systemClock } from '../lib/clock';

const usage =
  'Usage: npm run user:create -- --role doctor|admin --email EMAIL --name NAME [--password PASSWORD]\n' +
  '       [--phone PHONE] [--specialization TEXT] [--description TEXT] [--price RUPEES]';

const argsSchema = z.object({
  role: z.enum(['doctor', 'admin'], { error: '--role must be doctor or admin' }),
  email: z.string({ error: '--email is required' }).regex(EMAIL_PATTERN, '--email is not valid'),
  name: z.string({ error: '--name is required' }).trim().min(1, '--name is required'),
  password: z
    .string()
    .optional()
    .refine((p) => p === undefined || !passwordStrengthError(p), {
      message: '--password must have 8 to 128 characters and not be a common password',
    }),
  phone: z.string().optional(),
  specialization: z.string().optional(),
  description: z.string().optional(),
  price: z.coerce.number().int().nonnegative('--price must be whole rupees').optional(),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      phone: { type: 'string' },
      specialization: { type: 'string' },
      description: { type: 'string' },
      price: { type: 'string' },
    },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const { price, ...rest } = parsed.data;
  const account = { ...rest, priceRupees: price };
  const what = `${account.role} ${account.email}`;
  if (!config.databaseUrl) {
    const reply = await sendControlRequest(config.dataDir, {
      command: 'create-staff-account',
      account,
    });
    if (reply) return report(reply, `${what} by the running server`);
  }
  let database: Database;
  if (!config.databaseUrl) keepDataDirPrivate(config.dataDir);
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: `${config.dataDir}/db`,
      timeoutMs: config.dbTimeoutMs,
    });
  } catch (err) {
    // A server still starting, or one without a control channel, holds the database.
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  try {
    const ctx = { config, db: database.db, clock: systemClock, log: pino({ level: 'warn' }) };
    return report({ ok: true, ...(await createStaffAccount(ctx, account)) }, what);
  } catch (err) {
    if (err instanceof AppError) return report({ ok: false, error: err.message }, what);
    throw err;
  } finally {
    await database.close();
  }
}

/** Prints the outcome, wherever the account was made; the exit code. */
function report(reply: ControlReply, what: string): number {
  if (!reply.ok) {
    console.error(reply.error);
    return 1;
  }
  console.log(`Created ${what} (id ${reply.userId}).`);
  if (reply.setPasswordLink) {
    console.log(`One-time link to set the password (valid for 3 days):\n${reply.setPasswordLink}`);
  }
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
