import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_CALL_RING_SECONDS } from '@solace/shared';
import { parseS3Url, type S3Location } from './lib/s3-client';
import { parseMasterKeys, type KeySource } from './features/records/master-keys';
import {
  paymentConfigFrom,
  paymentEnvShape,
  type PaymentConfig,
} from './features/payments/providers/payment-config';
import {
  textConfigFrom,
  textEnvShape,
  type TextConfig,
} from './features/texts/providers/text-config';
import { parseMetricsAllow, parseTrustProxy } from './config-addresses';
import { ConfigError } from './config-error';

/**
 * The checkout this server runs from: the nearest folder above this file that holds `apps/web`
 * (this file is `apps/server/src/config.ts`, or inside the bundle `apps/server/dist/server.mjs`).
 */
function findRepoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps', 'web'))) return dir;
  }
  return path.resolve(here, '../../..');
}
const repoRoot = findRepoRoot();

/**
 * Pretty logs need pino-pretty, a dev dependency: a production install (`npm prune --omit=dev`)
 * has none, and pino would stop the server at start ("unable to determine transport target").
 */
function prettyLogsAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

const MB = 1024 * 1024;
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const urlWithProtocols = (protocols: string[]) =>
  z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

/** Every setting comes from an environment variable; these are the embedded-mode defaults. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL: the longest a connection, a statement or a query's answer may take. */
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  PUBLIC_URL: urlWithProtocols(['http', 'https']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  REDIS_URL: urlWithProtocols(['redis', 'rediss']).optional(),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Solace <no-reply@solace.example>'),
  SEED_DEMO: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, check) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        check.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  /** SIGTERM: /api/ready answers 503 this long while the instance serves on (the balancer notices). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** SIGTERM: past this (drain included) the process stops anyway, exit code 1. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(20_000),
  METRICS_ALLOW: z
    .string()
    .transform((value, check) => {
      const parsed = parseMetricsAllow(value);
      if (typeof parsed === 'string') {
        check.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  /** `Authorization: Bearer <METRICS_TOKEN>` reads /metrics from any address. */
  METRICS_TOKEN: z.string().min(16).max(256).optional(),
  REMINDER_POLL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Seconds a ringing call waits for an answer before it is missed (issue 28; tests shorten it). */
  CALL_RING_SECONDS: z.coerce.number().int().min(1).max(300).default(DEFAULT_CALL_RING_SECONDS),
  /** Minutes a safety alert may wait for its therapist before administrators are told. */
  RISK_ESCALATE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /**
   * Years a deleted client's clinical records are kept, sealed, for the practice's legal duty
   * to keep them, before the daily purge removes them (issue 25, retention).
   */
  RECORDS_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(7),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  MIGRATE_ON_START: booleanFlag.default(true),
  /** `off`: the speed part's memory (speed/) is bypassed and every read goes to the database. */
  READ_CACHES: z.enum(['on', 'off']).default('on'),
  MAX_UPCOMING_BOOKINGS: z.coerce.number().int().min(1).max(1000).default(10),
  MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  /** Sign-ups one address may send an hour: a family or an office, not a script. */
  SIGNUPS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Minutes without a user action (or a live call's heartbeat) before a session ends. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(12 * 60)
    .default(30),
  CANCEL_NOTICE_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(24),
  /** Attachments one account, or one address, may store in a day (issue 21). */
  UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** Attachments stored in all: past it new ones are refused, before the disk fills. */
  UPLOAD_TOTAL_CAP_MB: z.coerce.number().int().min(1).default(10_240),
  /** Free space DATA_DIR keeps: below it (fs.statfs) new attachments are refused. */
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(1024),
  /** The first administrator, created at start if no account has this address (issue 12). */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).max(128).optional(),
  /** Comma-separated STUN/TURN URLs for WebRTC; unset means host candidates only. */
  ICE_SERVERS: z
    .string()
    .refine((v) => v.split(',').every((u) => !u.trim() || /^(?:stun|turns?):\S+$/.test(u.trim())), {
      message: 'each URL must start with stun:, turn: or turns:',
    })
    .optional(),
  /** coturn's `static-auth-secret`: TURN credentials are made from it (the TURN REST scheme). */
  TURN_SECRET: z.string().min(16).optional(),
  TURN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .max(24 * 3600)
    .default(7200),
  /** An S3-compatible bucket for uploads instead of `DATA_DIR/uploads` (path-style addressing). */
  S3_URL: z
    .string()
    .transform((value, check) => {
      try {
        return parseS3Url(value);
      } catch (err) {
        check.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  /** Master keys of the encrypted records: base64 of 32 bytes each, comma-separated, first encrypts. */
  RECORDS_KEY: z
    .string()
    .transform((value, check) => {
      const keys = parseMasterKeys(value);
      if (typeof keys === 'string') {
        check.addIssue({ code: 'custom', message: keys });
        return z.NEVER;
      }
      return keys;
    })
    .optional(),
  /** The same keys in a file, one a line (read again when a record names a key it lacks). */
  RECORDS_KEY_FILE: z.string().min(1).optional(),
  ...paymentEnvShape,
  ...textEnvShape,
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: connecting, a statement and a query fail after this long (then a 503). */
  dbTimeoutMs: number;
  dataDir: string;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Human-readable logs on a terminal, JSON lines everywhere else. */
  logFormat: 'json' | 'pretty';
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** Demo therapists and a demo patient; on by default only with the embedded database. */
  seedDemo: boolean;
  /** The built web app; served with an SPA fallback when it exists. */
  webDistDir: string;
  /** Origins allowed to call the API from another origin (a web app hosted elsewhere). */
  corsOrigins: string[];
  /**
   * Behind proxies: the client address is the X-Forwarded-For entry the nearest untrusted hop
   * wrote. A hop count or the proxies' addresses (Fastify's `trustProxy`); false: the socket's.
   */
  trustProxy: false | number | string[];
  /** SIGTERM: serve on (ready 503) for drainMs, then close; past graceMs, stop with exit 1. */
  shutdown: { drainMs: number; graceMs: number };
  /** Who reads /metrics: these addresses (request.ip, TRUST_PROXY applied) or the token. */
  metrics: { allow: string[]; token: string | undefined };
  /** Patients may cancel up to this many hours before a session; doctors until it starts. */
  cancelNoticeHours: number;
  /**
   * How often due jobs (session reminders, mails to retry) are looked for; 0 turns the poller
   * off (tests). New mails do not wait for it: a commit nudges the outbox.
   */
  reminderPollMs: number;
  callRingSeconds: number;
  /**
   * How long an instance holds a mail it is sending: if it dies meanwhile, another sends the
   * mail once this has passed. Longer than one SMTP attempt can take (mail-worker.mjs).
   */
  mailLeaseMs: number;
  /** How many sessions one client may hold that have not ended yet. */
  maxUpcomingBookings: number;
  /** A risk signal unacknowledged this long is escalated to administrators (once). */
  riskEscalateMinutes: number;
  /** A deleted client's kept clinical records are purged this many years after the deletion. */
  recordsRetentionYears: number;
  /** How many live sockets one person may hold (every tab and device); the oldest close first. */
  maxSocketsPerUser: number;
  signupsPerAddressHour: number;
  /** A session ends after this many minutes without a user action or a live call's heartbeat. */
  sessionIdleMinutes: number;
  /**
   * The speed part's switch (READ_CACHES): false answers every read from the database (the
   * catalogue, check-login, sessions), to measure what the memory buys or to rule it out.
   */
  readCaches: boolean;
  /** Bring the schema up to date at start; false when operators run `npm run db:migrate`. */
  migrateOnStart: boolean;
  /** Report attachments: a day's bytes per account and per address, the total, the free floor. */
  uploadQuotaBytesPerDay: number;
  uploadTotalCapBytes: number;
  uploadMinFreeBytes: number;
  /** The first administrator's e-mail and password; both or neither (created once if missing). */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** STUN/TURN URLs given to video participants (`stun:…`, `turn:…`, `turns:…`). */
  iceServers: string[];
  /** Shared secret with coturn; TURN URLs get credentials only when it is set. */
  turnSecret: string | undefined;
  /** How long issued TURN credentials stay valid, in seconds. */
  turnTtlSeconds: number;
  /** The bucket uploads are kept in; unset keeps them under `DATA_DIR/uploads`. */
  s3: S3Location | undefined;
  /**
   * Where the records' master keys come from: RECORDS_KEY, RECORDS_KEY_FILE, or by default
   * `DATA_DIR/records.key`, made at first start while no encrypted record exists.
   */
  recordsKeys: KeySource & { isDefault: boolean };
  /** Which payment provider takes money (none by default), its keys, the hold, tax, the practice. */
  payments: PaymentConfig;
  /** Which provider sends SMS and WhatsApp texts (none: those channels are off), its keys. */
  texts: TextConfig;
}

export { ConfigError };

/** Reads and checks the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR=` usage.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (!e.ADMIN_EMAIL !== !e.ADMIN_PASSWORD) {
    throw new ConfigError(['ADMIN_EMAIL, ADMIN_PASSWORD: set both, or neither']);
  }
  if (e.RECORDS_KEY && e.RECORDS_KEY_FILE) {
    throw new ConfigError(['RECORDS_KEY, RECORDS_KEY_FILE: set one, or neither']);
  }
  if (e.SHUTDOWN_GRACE_MS <= e.SHUTDOWN_DRAIN_MS) {
    throw new ConfigError(['SHUTDOWN_GRACE_MS: must be longer than SHUTDOWN_DRAIN_MS']);
  }
  if (e.LOG_FORMAT === 'pretty' && !prettyLogsAvailable()) {
    throw new ConfigError([
      'LOG_FORMAT: pretty needs pino-pretty, a development dependency (npm install); use json',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dbTimeoutMs: e.DB_TIMEOUT_MS,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    // A terminal gets pretty logs when it can; a production install writes JSON to it too.
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY && prettyLogsAvailable() ? 'pretty' : 'json'),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY ?? false,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    metrics: { allow: e.METRICS_ALLOW ?? ['127.0.0.1', '::1'], token: e.METRICS_TOKEN },
    cancelNoticeHours: e.CANCEL_NOTICE_HOURS,
    reminderPollMs: e.REMINDER_POLL_MS,
    callRingSeconds: e.CALL_RING_SECONDS,
    mailLeaseMs: e.MAIL_LEASE_SECONDS * 1000,
    migrateOnStart: e.MIGRATE_ON_START,
    readCaches: e.READ_CACHES === 'on',
    maxUpcomingBookings: e.MAX_UPCOMING_BOOKINGS,
    riskEscalateMinutes: e.RISK_ESCALATE_MINUTES,
    recordsRetentionYears: e.RECORDS_RETENTION_YEARS,
    maxSocketsPerUser: e.MAX_SOCKETS_PER_USER,
    signupsPerAddressHour: e.SIGNUPS_PER_ADDRESS_HOUR,
    uploadQuotaBytesPerDay: e.UPLOAD_QUOTA_MB_PER_DAY * MB,
    uploadTotalCapBytes: e.UPLOAD_TOTAL_CAP_MB * MB,
    uploadMinFreeBytes: e.UPLOAD_MIN_FREE_MB * MB,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    iceServers: (e.ICE_SERVERS ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    turnSecret: e.TURN_SECRET,
    turnTtlSeconds: e.TURN_TTL,
    s3: e.S3_URL,
    recordsKeys: e.RECORDS_KEY
      ? { setting: 'RECORDS_KEY', keys: e.RECORDS_KEY, isDefault: false }
      : {
          setting: 'RECORDS_KEY_FILE',
          path: path.resolve(e.RECORDS_KEY_FILE ?? path.join(e.DATA_DIR, 'records.key')),
          isDefault: !e.RECORDS_KEY_FILE,
        },
    payments: paymentConfigFrom(e),
    texts: textConfigFrom(e),
  };
}
