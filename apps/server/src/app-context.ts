import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { AppMetrics } from './lib/metrics';
import type { Invalidations } from './speed/invalidation';
import type { Mailer, Outbox } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limiter';
import type { UnitOfWork } from './lib/unit-of-work';
import type { UploadStore } from './lib/uploads';
import type { Realtime } from './realtime';
import type { TextSender } from './lib/text-sender';

/** What every feature's routes and services work with: one object, built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The one source of "now" for the server: never `Date.now()` or SQL `now()` (tests move it). */
  clock: Clock;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  /** The transport under the outbox; features queue mails with `queueMails` instead. */
  mailer: Mailer;
  /** Sends the e-mails written to the outbox with the changes they report. */
  outbox: Outbox;
  /** Sends the SMS and WhatsApp texts in their outbox (issue 28); off without a provider. */
  texts: TextSender;
  /** Uploaded files: `DATA_DIR/uploads`, or the bucket `S3_URL` names. */
  uploads: UploadStore;
  realtime: Realtime;
  /** The database's announcements of committed changes, for what is answered from memory. */
  invalidations: Invalidations;
  /** What features count for /metrics (login limiter hits); the rest is read on scrape. */
  metrics: AppMetrics;
  /**
   * What features above bookings do in the transaction that cancels a booking (payments: the
   * refund, the credit given back), so that it commits with the cancellation or not at all.
   * app.ts registers them; bookings calls them without knowing who listens.
   */
  bookingCancelledHooks: BookingCancelledHook[];
}

/** Who cancelled: one of the booking's two people, or staff (closing an account). */
export type CancelledBy = 'patient' | 'doctor' | 'admin';

export interface CancelledBooking {
  bookingId: string;
  patientId: string;
  patientName: string;
  doctorId: string;
  startTime: Date;
  cancelledBy: CancelledBy;
  /** The person who cancelled (the administrator, for 'admin'): named in the audit log. */
  by: { id: string; name: string };
}

export type BookingCancelledHook = (unit: UnitOfWork, booking: CancelledBooking) => Promise<void>;
