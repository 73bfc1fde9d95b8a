import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core';

export const reportStatus = pgEnum('report_status', ['new', 'in_progress', 'resolved', 'wont_fix']);

/**
 * A problem report (issue 12), from a visitor or a signed-in user. `number` makes the
 * reference people quote (SR-1001); the type and priority are the spec's lists.
 */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number')
      .notNull()
      .generatedAlwaysAsIdentity({ name: 'problem_reports_number_seq', startWith: 1001 }),
    problemType: text('problem_type').notNull(),
    description: text('description').notNull(),
    email: text('email').notNull(),
    priority: text('priority').notNull(),
    additionalInfo: text('additional_info').notNull().default(''),
    /** The signed-in reporter; a visitor's report has none, and a deleted account leaves none. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client address it came from: a day's attachments per address are capped (0019). */
    senderAddress: text('sender_address'),
    status: reportStatus('status').notNull().default('new'),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('problem_reports_number_idx').on(t.number),
    index('problem_reports_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('problem_reports_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('problem_reports_reporter_idx').on(t.reporterId),
    index('problem_reports_sender_address_idx').on(t.senderAddress, t.createdAt),
    check(
      'problem_reports_type_check',
      sql`${t.problemType} in ('Bug', 'Feature Request', 'Account Issue', 'Payment Issue', 'Doctor Issue', 'OtherIssue')`,
    ),
    check(
      'problem_reports_priority_check',
      sql`${t.priority} in ('Low', 'Medium', 'High', 'Critical')`,
    ),
  ],
);

/** A file of a report: stored under a random key, never its uploaded name. */
export const reportAttachments = pgTable(
  'report_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => problemReports.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** The uploaded name, sanitised: shown and offered as the download's name, nothing more. */
    originalName: text('original_name').notNull(),
    /** The type found in the content (magic bytes), never the one the browser claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('report_attachments_report_idx').on(t.reportId),
    index('report_attachments_created_idx').on(t.createdAt),
    uniqueIndex('report_attachments_storage_key_idx').on(t.storageKey),
  ],
);

/** Every administrator action: who, what, when, on whom. Names are copied so rows outlive people. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_audit_log_time_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
