import Fastify, { type FastifyInstance } from 'fastify';
import { setLanguageResolver } from '@solace/shared';
import { loadHindi } from '@solace/shared/hindi';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { registerControlChannel } from './control-channel';
import { openDatabase, type Database } from './db/client';
import { startHousekeeping } from './housekeeping';
import { seedDatabase } from './db/seed';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { issueRequestedLinks } from './features/accounts/password-reset.service';
import { sessionRoutes } from './features/accounts/session.routes';
import { sessionResolver } from './features/accounts/sessions.service';
import { activityRoutes } from './features/activity/activity.routes';
import { availabilityRoutes } from './features/availability/availability.routes';
import { availabilityAlertRoutes } from './features/availability/availability-alerts.routes';
import { sendBookingReminder } from './features/bookings/booking-reminders';
import { bookingPolicy, bookingsRoutes } from './features/bookings/bookings.routes';
import { bookingReviewsRoutes } from './features/bookings/booking-reviews.routes';
import { callsRoutes } from './features/calls/calls.routes';
import { textMissedCall } from './features/calls/missed-call-texts';
import { createCalls } from './features/calls/calls.service';
import { registerCallsSocket } from './features/calls/calls.socket';
import { chatRoutes } from './features/chat/chat.routes';
import { registerChatSocket } from './features/chat/chat.socket';
import { videoRoutes } from './features/video/video.routes';
import { registerVideoSocket } from './features/video/video.socket';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { catalogReads } from './features/catalog/catalog.service';
import { ownProfileRoutes } from './features/catalog/own-profile.routes';
import { healthRoutes } from './features/health/health.routes';

import { watchOnScrape } from './features/ops/metrics-gauges';
import { metricsRoutes, readyRoutes } from './features/ops/ops.routes';
import { Readiness } from './features/ops/readiness';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { adminPaymentsRoutes } from './features/admin/admin-payments.routes';
import { ensureFirstAdmin } from './features/admin/admin-accounts.service';
import { therapistPhotoRoutes } from './features/admin/therapist-photos.routes';
import { createOutbox } from './features/outbox/outbox.service';
import { createTextSender } from './features/texts/texts.service';
import { createTextProvider } from './features/texts/providers/create-text-provider';
import { textChannelsRoutes } from './features/texts/text-channels.routes';
import { textWebhooksRoutes } from './features/texts/text-webhooks.routes';
import { openRecordsKeyring } from './features/records/records.service';
import { sessionNotesRoutes } from './features/records/session-notes.routes';
import { consentRoutes } from './features/consent/consent.routes';
import { questionnairesRoutes } from './features/questionnaires/questionnaires.routes';
import { escalateRiskSignals } from './features/safety/risk-signals.service';
import { safetyRoutes } from './features/safety/safety.routes';
import { runDueReminders } from './features/reminders/reminders.service';
import { systemClock, type Clock } from './lib/clock';
import { Invalidations, registerReadBarrier } from './speed/invalidation';
import { startJobPoller } from './lib/job-poller';
import { refundCancelledSession } from './features/payments/cancellation-refunds';
import {
  expireAbandonedPlanCheckouts,
  releaseExpiredHolds,
} from './features/payments/hold-expiry.service';
import type { PaymentsDeps } from './features/payments/payments-deps';
import { paymentsRoutes } from './features/payments/payments.routes';
import { creditBackOnCancel } from './features/payments/plan-credits.service';
import { planPurchaseRoutes } from './features/payments/plan-purchase.routes';
import { createPaymentProvider } from './features/payments/providers/create-payment-provider';
import { checkoutOrigins } from './features/payments/providers/payment-config';
import { runPendingRefunds } from './features/payments/refunds.service';
import { testCheckoutRoutes } from './features/payments/test-checkout.routes';
import { therapistPaymentsRoutes } from './features/payments/therapist-payments.routes';
import { webhooksRoutes } from './features/payments/webhooks.routes';
import { createMailer } from './lib/mailer';
import { RateLimiter } from './lib/rate-limiter';
import { createUploadStore } from './lib/uploads';
import { logSerializers } from './lib/log-serializers';
import { createAppMetrics, measureRequests } from './lib/metrics';
import { requestLogSerializer } from './lib/redact';
import { requestIdMixin, requestIdOf, requestLanguage, runWithRequestId } from './lib/request-id';
import { registerApiContract } from './plugins/api-contract';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { BODY_LIMITS, registerJsonBodyParser } from './plugins/json-body';
import { FrontDoor } from './speed/front-door';
import { CachedAnswer } from './speed/read-cache';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { attachRealtime } from './realtime';

interface AppDependencies {
  /** An open database to use instead of opening one from the config (tests share one). */
  database?: Database;
  /** The app seeds, serves and closes the database given (main.ts opens it early); not by default. */
  ownsDatabase?: boolean;
  /** Where "now" comes from; tests move it to expire links and windows. */
  clock?: Clock;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The socket.io Redis adapter's channel prefix (tests use one per run); 'socket.io' else. */
  redisChannel?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    ctx: AppContext;
    /** Where routes add what they can answer from memory, before the framework (front-door.ts). */
    frontDoor: FrontDoor;
    /** GET /api/ready's state: shutting down (lib/shutdown.ts) makes it answer 503 at once. */
    readiness: Readiness;
  }
}

/**
 * Fastify 5.12 answers a bare hop count by trusting nobody (a client reaching the port directly
 * could write enough hops itself); `TRUST_PROXY=1` means "only nginx reaches this port" (the
 * default HOST=127.0.0.1), so the count is given as the function proxy-addr calls per hop.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Builds the whole server: API under /api, sockets at /socket.io and the web app, all on one
 * port. Nothing listens yet; `main.ts` calls listen, tests use `inject` or listen on port 0.
 */
export async function buildApp(
  config: Config,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  // Every language's words are held, and each message read speaks its request's language.
  loadHindi();
  setLanguageResolver(requestLanguage);
  const frontDoor = new FrontDoor();
  const app = Fastify({
    serverFactory: frontDoor.serverFactory(),
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer, ...logSerializers },
      mixin: requestIdMixin,
      ...(deps.logStream && { stream: deps.logStream }),
      ...(config.logFormat === 'pretty' &&
        !deps.logStream && {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
          },
        }),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMITS.default,
    // The id the HTTP server gave the request (lib/request-id.ts): in every log line of it.
    genReqId: requestIdOf,
    // Closing, a request on an open keep-alive connection is still answered (its connection is
    // closed after it): the balancer stopped sending during the drain, stragglers are not failed.
    return503OnClosing: false,
  });
  // First of all hooks: what a request's work logs through ctx.log carries its id too, and
  // what it answers speaks its language.
  app.addHook('onRequest', runWithRequestId);

  const ownsDatabase = deps.ownsDatabase ?? !deps.database;
  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: `${config.dataDir}/db`,
      migrate: config.migrateOnStart,
      timeoutMs: config.dbTimeoutMs,
    }));
  app.decorate('database', database);
  // A lost connection is one short warning (the pool connects again when next asked).
  database.onFault((fault, what) => app.log.warn(fault, what));
  app.decorate('frontDoor', frontDoor);
  // Before anything else is served: a missing or wrong records key stops the start here.
  let keyring;
  try {
    keyring = await openRecordsKeyring(
      config.recordsKeys,
      database.db,
      app.log,
      database.kind === 'postgres',
    );
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  if (ownsDatabase) await seedDatabase(database.db, { demo: config.seedDemo });

  const clock = deps.clock ?? systemClock;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: `${config.dataDir}/outbox`,
    log: app.log,
    clock,
  });
  const outbox = createOutbox({
    db: database.db,
    clock,
    mailer,
    log: app.log,
    leaseMs: config.mailLeaseMs,
  });
  const texts = createTextSender({
    db: database.db,
    clock,
    log: app.log,
    provider: createTextProvider(config.texts, config.publicUrl),
    leaseMs: config.mailLeaseMs,
  });
  const invalidations = new Invalidations(database, app.log, config.readCaches);
  await invalidations.start();
  const resolveSession = sessionResolver(
    { db: database.db, clock, invalidations },
    config.sessionIdleMinutes * 60_000,
  );
  const metrics = createAppMetrics();
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    log: app.log,
    limiter: new RateLimiter(database.db, clock),
    mailer,
    outbox,
    texts,
    uploads: createUploadStore(config, app.log),
    invalidations,
    realtime: attachRealtime(app, {
      corsOrigins: config.corsOrigins,
      resolveSession,
      clock,
      redisUrl: config.redisUrl,
      redisChannel: deps.redisChannel,
      maxSocketsPerUser: config.maxSocketsPerUser,
    }),
    metrics,
    bookingCancelledHooks: [],
  };
  app.decorate('ctx', ctx);
  // "Forgot password" requests become links and mails in the outbox's passes (decision 0002).
  outbox.addSource(() => issueRequestedLinks(ctx));
  app.addHook('onClose', async () => {
    await texts.close();
    await outbox.close();
    await mailer.close();
    await invalidations.close();
    if (ownsDatabase) await database.close();
  });

  const readiness = new Readiness(database.db, () => ctx.realtime.redisUp());
  app.decorate('readiness', readiness);
  watchOnScrape(metrics, { ctx, database, frontDoor, server: app.server });
  measureRequests(app, metrics);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  await registerSecurity(app, config.corsOrigins, frontDoor, checkoutOrigins(config.payments));
  registerAuth(app, resolveSession);
  registerReadBarrier(app, invalidations);
  await registerApiContract(app);

  // One kept catalogue for the API and the server-rendered public pages alike.
  const catalog = catalogReads(ctx);
  // The provider PAYMENTS_PROVIDER chose (none: sessions are free to book, as before).
  const payments: PaymentsDeps = {
    ctx,
    provider: createPaymentProvider(config.payments, config.publicUrl),
  };
  // A cancelled booking paid with a plan's credit gets it back, in the cancelling transaction.
  ctx.bookingCancelledHooks.push(creditBackOnCancel(ctx));
  // A paid session cancelled is refunded in the cancelling transaction.
  ctx.bookingCancelledHooks.push(refundCancelledSession(payments));
  // Ringing calls (issue 28); a missed call is also texted to whoever opted in to texts.
  const calls = createCalls(ctx);
  calls.missedCallHooks.push(textMissedCall(ctx));
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(readyRoutes, { readiness });
      await api.register(catalogRoutes, { ctx, reads: catalog });
      await api.register(ownProfileRoutes, { ctx });
      await api.register(accountsRoutes, { ctx, sessions: resolveSession });
      await api.register(sessionRoutes, { ctx, sessions: resolveSession });
      await api.register(profileRoutes, { ctx, keyring });
      await api.register(activityRoutes, { ctx });
      await api.register(availabilityRoutes, { ctx });
      await api.register(availabilityAlertRoutes, { ctx });
      await api.register(bookingsRoutes, { ctx });
      await api.register(paymentsRoutes, payments);
      await api.register(webhooksRoutes, payments);
      await api.register(planPurchaseRoutes, payments);
      await api.register(therapistPaymentsRoutes, payments);
      await api.register(bookingReviewsRoutes, { ctx });
      await api.register(notificationsRoutes, { ctx });
      await api.register(chatRoutes, { ctx });
      await api.register(reportsRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      await api.register(adminPaymentsRoutes, payments);
      await api.register(therapistPhotoRoutes, { ctx });
      await api.register(videoRoutes, { ctx });
      await api.register(sessionNotesRoutes, { ctx, keyring });
      await api.register(consentRoutes, { ctx });
      await api.register(questionnairesRoutes, { ctx, keyring });
      await api.register(safetyRoutes, { ctx });
      await api.register(callsRoutes, { calls });
      await api.register(textChannelsRoutes, { ctx });
      await api.register(textWebhooksRoutes, { ctx });
    },
    { prefix: '/api' },
  );
  await app.register(testCheckoutRoutes, payments);
  // The booking and therapist pages state the cancellation rule beside the free times.
  await app.register(metricsRoutes, { metrics, access: config.metrics });
  const policy = new CachedAnswer({ body: JSON.stringify(bookingPolicy(ctx)) });
  await registerWebApp(
    app,
    config.webDistDir,
    { ...catalog, policy: async () => policy },
    config.publicUrl,
  );
  registerChatSocket(ctx);
  await ensureFirstAdmin(ctx, config.adminEmail, config.adminPassword);
  const stopVideoRooms = registerVideoSocket(ctx);
  app.addHook('onClose', async () => stopVideoRooms());
  registerCallsSocket(ctx, calls);
  app.addHook('onClose', async () => calls.stop());

  // Mails left by a stopped or crashed server go out now. Only a server that owns its database
  // does this (tests share one between apps); the embedded database has one process at a time,
  // so what it was sending when it died is sent again at once rather than after the lease.
  if (ownsDatabase) outbox.catchUp({ releaseClaims: database.kind === 'pglite' });
  if (ownsDatabase) texts.catchUp({ releaseClaims: database.kind === 'pglite' });
  // The job runner: due reminders and mails to retry, caught up at start and then polled for.
  const stopReminders = startJobPoller({ pollMs: config.reminderPollMs, log: app.log }, [
    { name: 'reminders', run: (stopping) => runDueReminders(ctx, sendBookingReminder, stopping) },
    { name: 'outbox', run: () => outbox.runDue() },
    { name: 'texts', run: (stopping) => texts.runDue(stopping) },
    { name: 'risk-escalation', run: () => escalateRiskSignals(ctx) },
    // Times held for payments that did not come, and refunds a crash or an outage left.
    { name: 'payment-holds', run: () => releaseExpiredHolds(payments) },
    { name: 'plan-checkouts', run: () => expireAbandonedPlanCheckouts(payments) },
    { name: 'refunds', run: () => runPendingRefunds(payments) },
    // Rings whose time ran out with no timer left to end them (a restart): missed, with notices.
    { name: 'call-time-outs', run: () => calls.missOverdue() },
  ]);
  // PGlite has no autovacuum: the server that owns it keeps its statistics fresh itself.
  const stopHousekeeping = startHousekeeping(ctx, {
    analyze: ownsDatabase && database.kind === 'pglite',
  });
  app.addHook('onClose', async () => stopHousekeeping());
  // Claimed jobs finish before the database closes (onClose hooks run last-added first).
  app.addHook('onClose', async () => stopReminders());
  // While it holds the embedded database, `npm run user:create` goes through the server.
  if (ownsDatabase && database.dump) {
    registerControlChannel(app, ctx, keyring, database.dump);
  }

  // Ready once everything has started; not ready (and no front-door answers) once closing.
  app.addHook('onReady', async () => readiness.serving());
  app.addHook('preClose', async () => {
    readiness.drain();
    frontDoor.closing = true;
    // Fastify closes the idle keep-alive connections once, now; one whose request is still in
    // flight would stay open after its answer until the client (nginx) hangs up, holding the
    // close. Each is closed as soon as it is idle.
    if (!app.server.listening) return;
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
  return app;
}
