import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { knownLanguage, languageColumn } from './language-column';
import { createdAt } from './schema-core';

/**
 * Sign-ups waiting for their e-mailed link: no account exists until the link is followed, so an
 * address nobody confirmed cannot be logged into, and sign-up never has to say whether the
 * address is taken. One per address (a second sign-up replaces the first, old link and all);
 * the token and the browser key are kept only as hashes.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    age: integer('age').notNull(),
    guardianConsent: boolean('guardian_consent').notNull().default(false),
    timeZone: text('time_zone'),
    /** The language the person signed up in: the new account's (issue 29). */
    language: languageColumn(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The hash of the key the signing-up browser keeps; null when none was given. */
    browserKeyHash: text('browser_key_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pending_signups_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('pending_signups_token_idx').on(t.tokenHash),
    index('pending_signups_expires_idx').on(t.expiresAt),
    check('pending_signups_language_known', knownLanguage(t.language)),
  ],
);
