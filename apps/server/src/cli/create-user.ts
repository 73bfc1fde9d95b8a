/**
 * `npm run user:create -- --role doctor|admin --email ... --name ... [--password ...]`
 * Creates a staff account in the configured database (stop the server first when it runs on
 * the embedded database: PGlite allows one process at a time).
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { EMAIL_PATTERN, passwordStrengthError } from '@solace/shared';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
  });
  try {
    const ctx = { config, db: database.db, clock: systemClock, log: pino({ level: 'warn' }) };
    const { price, ...rest } = parsed.data;
    const result = await createStaffAccount(ctx, { ...rest, priceRupees: price });
    console.log(`Created ${parsed.data.role} ${parsed.data.email} (id ${result.userId}).`);
    if (result.setPasswordLink) {
      console.log(
        `One-time link to set the password (valid for 3 days):\n${result.setPasswordLink}`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
