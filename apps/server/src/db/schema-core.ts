/** Accounts, the catalogue, slots and bookings, and what is told to people about them. */
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@solace/shared';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { knownLanguage, languageColumn } from './language-column';
import { occupiesSlot } from './slot-occupancy';

export const userRole = pgEnum('user_role', ['patient', 'doctor', 'admin']);
export const planPeriod = pgEnum('plan_period', ['session', 'week', 'month']);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A user a row belongs to; the row goes when the account goes. */
export const ownedBy = (column: string) =>
  uuid(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    age: integer('age'),
    role: userRole('role').notNull().default('patient'),
    /** argon2id; null until a staff account sets its password through a one-time link. */
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    /** IANA zone the person reads times in (their browser's, at sign-up and each login). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /**
     * The language the person reads Solace in (issue 29): what they chose, else their browser's
     * at sign-up. Everything sent to them (e-mails, notices, reminders, texts) is in it.
     */
    language: languageColumn(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an administrator: the account cannot sign in until reactivated. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    // One account per address, whatever its case.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_language_known', knownLanguage(t.language)),
  ],
);

/** What patients see of a therapist. One row per doctor account. */
export const doctorProfiles = pgTable(
  'doctor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    specialization: text('specialization').notNull().default(''),
    priceRupees: integer('price_rupees').notNull(),
    image: text('image'),
    /** Qualifications and registrations, in the therapist's words. */
    credentials: text('credentials').notNull().default(''),
    /** Languages a session can be held in. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How the therapist works with clients. */
    approach: text('approach').notNull().default(''),
    /** Hidden profiles stay bookable by nobody and do not appear in lists. */
    listed: boolean('listed').notNull().default(true),
    /**
     * The therapist offers their clients the spec's five medical questions in chat instead of
     * the counselling ones (issue 22, point 11).
     */
    medicalQuestions: boolean('medical_questions').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('doctor_profiles_price_nonnegative', sql`${t.priceRupees} >= 0`),
    index('doctor_profiles_listing_idx').on(t.listed, t.sortOrder),
  ],
);

/**
 * What a client can buy, as the administrators set it (issue 26; decision 0025). Never deleted:
 * payments and credits name their plan, so one that is no longer sold goes off sale instead.
 */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Integer minor units (paise, cents) of `currency`: money is never a float (0028). */
    priceMinor: integer('price_minor').notNull(),
    /** ISO 4217 code, upper case. */
    currency: text('currency').notNull().default('INR'),
    period: planPeriod('period').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    /** Session credits one purchase gives, usable for `validityDays` after it is paid. */
    sessionsIncluded: integer('sessions_included').notNull().default(1),
    validityDays: integer('validity_days').notNull().default(30),
    /** Off sale: left out of `GET /api/plans` and cannot be bought; bought credits still count. */
    onSale: boolean('on_sale').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plans_price_positive', sql`${t.priceMinor} > 0`),
    check('plans_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('plans_sessions_positive', sql`${t.sessionsIncluded} > 0`),
    check('plans_validity_positive', sql`${t.validityDays} > 0`),
  ],
);

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Bearer sessions. Only a hash of the token is stored, so a leaked table opens nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** What a person did, for their own history page (spec: "Session History"). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id'),
    activity: text('activity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_user_time_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** One-time password links, stored as hashes; used or expired ones never work again. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * "Forgot password" requests waiting for the job runner (decision 0002). One is written for every
 * accepted request, whether or not the address has an account, so the answer does the same work
 * for both. The runner deletes it and, for an account, writes the link and its mail in that same
 * transaction; for an unknown address nothing else happens.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_requests_time_idx').on(t.requestedAt)],
);

/**
 * Fixed-window counters for rate limits (login failures per account, sign-ups per address...).
 * In the database so that every server instance sees the same counts.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    /** Throttled keys: no attempt is allowed before this time (growing delays). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Where an account has signed in before: a device (its cookie) or an address. Failures from
 * strangers are throttled per account; these places have their own allowance, so strangers
 * never keep the owner out of a device or an address they have used.
 */
export const trustedSignIns = pgTable(
  'trusted_sign_ins',
  {
    userId: ownedBy('user_id'),
    kind: text('kind', { enum: ['device', 'address'] }).notNull(),
    /** SHA-256 of the device cookie or of the address: never the value itself. */
    keyHash: text('key_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.keyHash] })],
);

/**
 * A doctor's bookable time. Two slots of one doctor never overlap: an EXCLUDE constraint on the
 * doctor and the time range (migration 0004), so back-to-back slots are fine.
 */
export const slots = pgTable(
  'slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: ownedBy('doctor_id'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('slots_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    index('slots_doctor_start_idx').on(t.doctorId, t.startTime),
  ],
);

/**
 * "Tell me when {name} adds times": one row per client and therapist, removed when the
 * therapist next adds slots and the client has been told (migration 0013).
 */
export const availabilityAlerts = pgTable(
  'availability_alerts',
  {
    doctorId: ownedBy('doctor_id'),
    patientId: ownedBy('patient_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.patientId] }),
    index('availability_alerts_patient_idx').on(t.patientId),
  ],
);

/** `held`: the time is kept for a client while they pay (issue 26); `booked` once paid or free. */
export const bookingStatus = pgEnum('booking_status', ['booked', 'cancelled', 'held']);

/**
 * A patient's hold on a slot. At most one booking per slot occupies it (partial unique index on
 * `occupiesSlot`: a held one as much as a booked one).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the therapist's account (and with it the slot) is gone (migration 0018). */
    slotId: uuid('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    patientId: ownedBy('patient_id'),
    /** Null once the therapist's account is gone: the client's record of it stays (0019). */
    doctorId: uuid('doctor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The therapist's name, copied when their account goes, for the record that stays. */
    doctorName: text('doctor_name'),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    /** The slot's times, copied at booking: a booked slot never moves, and the database can
     * then refuse a patient two overlapping sessions (migration 0007). */
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: bookingStatus('status').notNull().default('booked'),
    /** Unguessable name of the video room for this consultation. */
    roomId: text('room_id').notNull(),
    /** Times moved to another slot: the calendar invitation's SEQUENCE (migration 0016). */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The therapist's reason for cancelling, which the client reads (migration 0021). */
    cancelReason: text('cancel_reason'),
    /** Until when a `held` time waits for its payment (PAYMENT_HOLD_MINUTES); null otherwise. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_one_active_per_slot_idx').on(t.slotId).where(occupiesSlot(t.status)),
    uniqueIndex('bookings_room_idx').on(t.roomId),
    index('bookings_patient_time_idx').on(
      t.patientId,
      t.startTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bookings_patient_active_idx').on(t.patientId, t.endTime).where(occupiesSlot(t.status)),
    index('bookings_doctor_idx').on(t.doctorId),
    // The holds the job runner releases when their time is up: held rows only (a released
    // hold keeps its hold_expires_at as a marker, and would otherwise stay in this index and be
    // walked past at every poll, for ever; migration 0030).
    index('bookings_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.holdExpiresAt} is not null and ${occupiesSlot(t.status)}`),
  ],
);

/** What a person is told (the bell). Only the owner ever reads or changes one. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** An in-app path to open (a booking, a conversation). */
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_time_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Session reminders as due jobs. Kept in the database so they survive a restart; claimed with
 * FOR UPDATE SKIP LOCKED so that each runs once however many instances poll.
 */
export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** How long before the session this reminder goes out. */
    leadMinutes: integer('lead_minutes').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminder_jobs_booking_lead_idx').on(t.bookingId, t.leadMinutes),
    index('reminder_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.claimedAt} is null`),
  ],
);

/**
 * A therapist's weekly working hours as last used (ranges by weekday, session length, break,
 * weeks ahead), so the editor opens with them. Kept whole, as the editor sends them: nothing
 * queries inside them.
 */
export const workingHours = pgTable('working_hours', {
  doctorId: ownedBy('doctor_id').primaryKey(),
  hours: jsonb('hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
