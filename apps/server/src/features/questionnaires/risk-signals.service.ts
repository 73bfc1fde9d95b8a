import { randomUUID } from 'node:crypto';
import {
  describeSessionTime,
  RISK_SIGNALS_PATH,
  type RiskSignal,
  clinicalMessages,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { renderMail } from '../../lib/mail-layout';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { logClinicalAccess } from '../consent/consent.service';
import { notify, notifyEach } from '../notifications/notifications.service';
import { queueMails } from '../outbox/outbox.service';
import {
  claimOverdueSignals,
  findActiveAdmins,
  findNextSession,
  findOpenSignalsOf,
  findRiskSignal,
  insertRiskSignal,
  markAcknowledged,
  type RiskSignalRow,
} from './risk-signals.repo';

const c = clinicalMessages;
/** Overdue signals escalated per transaction. */
const BATCH = 50;

/** Where the bell's urgent notification leads: the web app reads the signal's id from it. */
export const riskSignalLink = (id: string) => `${RISK_SIGNALS_PATH}/${id}`;

function toRiskSignal(row: RiskSignalRow): RiskSignal {
  return {
    id: row.id,
    clientId: row.clientId,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  };
}

export interface RiskFacts {
  client: { id: string; name: string };
  therapist: { id: string; name: string; email: string; timeZone: string };
  bookingId: string;
  responseId: string;
}

/**
 * A PHQ-9 item 9 above 0: the signal is stored in the caller's transaction (`unit`), and the
 * therapist gets an urgent bell notification (pushed live after commit) and an e-mail through
 * the outbox, both naming the client and the next session. Nothing here diagnoses anyone.
 */
export async function raiseRiskSignal(ctx: AppContext, unit: UnitOfWork, facts: RiskFacts) {
  const now = ctx.clock.now();
  const id = randomUUID();
  await insertRiskSignal(unit.db, {
    id,
    clientId: facts.client.id,
    therapistId: facts.therapist.id,
    bookingId: facts.bookingId,
    responseId: facts.responseId,
    source: 'phq9',
    createdAt: now,
    acknowledgedAt: null,
    acknowledgedBy: null,
    escalatedAt: null,
  });
  const next = await findNextSession(unit.db, facts.client.id, facts.therapist.id, now);
  const nextText = next
    ? describeSessionTime(next.startTime, facts.therapist.timeZone)
    : c.riskNoNextSession;
  const link = riskSignalLink(id);
  await notify(ctx, unit, facts.therapist.id, {
    title: c.riskNoticeTitle,
    message: c.riskNoticeMessage(facts.client.name, nextText),
    link,
  });
  queueMails(ctx, unit, [
    renderMail({
      to: facts.therapist.email,
      subject: c.riskMail.subject,
      paragraphs: c.riskMail
        .body(facts.therapist.name, facts.client.name, nextText, `${ctx.config.publicUrl}${link}`)
        .split('\n\n'),
    }),
  ]);
  return id;
}

/** The therapist's own signal, acknowledged once (later calls answer the first time). */
export async function acknowledgeRiskSignal(
  ctx: AppContext,
  session: AuthenticatedSession,
  id: string,
): Promise<RiskSignal> {
  const signal = await findRiskSignal(ctx.db, id);
  if (!signal || signal.therapistId !== session.user.id) {
    throw new AppError(404, 'RISK_SIGNAL_NOT_FOUND', c.riskSignalNotFound);
  }
  return inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    const done = await markAcknowledged(unit.db, id, session.user.id, now);
    // Reading an alert about a client is reading their clinical data: it is in their log.
    await logClinicalAccess(unit.db, {
      clientId: signal.clientId,
      reader: session.user,
      what: 'risk_signal',
      at: now,
    });
    return toRiskSignal(done ?? signal);
  });
}

/** The therapist's signals still waiting for their acknowledgement, newest first; each logged. */
export async function openRiskSignals(ctx: AppContext, session: AuthenticatedSession) {
  return inTransaction(ctx, async (unit) => {
    const rows = await findOpenSignalsOf(unit.db, session.user.id);
    const at = ctx.clock.now();
    for (const row of rows) {
      await logClinicalAccess(unit.db, {
        clientId: row.clientId,
        reader: session.user,
        what: 'risk_signal',
        at,
      });
    }
    return rows.map(toRiskSignal);
  });
}

/**
 * The job: each signal unacknowledged for RISK_ESCALATE_MINUTES is marked escalated and every
 * active administrator is told (bell and e-mail), in one transaction: exactly once.
 */
export async function escalateRiskSignals(ctx: AppContext): Promise<number> {
  const minutes = ctx.config.riskEscalateMinutes;
  let escalated = 0;
  for (;;) {
    const claimed = await inTransaction(ctx, async (unit) => {
      const now = ctx.clock.now();
      const overdue = await claimOverdueSignals(
        unit.db,
        new Date(now.getTime() - minutes * 60_000),
        now,
        BATCH,
      );
      if (overdue.length === 0) return 0;
      const admins = await findActiveAdmins(unit.db);
      for (const signal of overdue) {
        const therapist = signal.therapistName ?? '';
        notifyEach(
          ctx,
          unit,
          admins.map((admin) => ({
            userId: admin.id,
            title: c.riskEscalatedTitle,
            message: c.riskEscalatedMessage(signal.clientName, therapist, minutes),
            link: riskSignalLink(signal.id),
          })),
        );
        queueMails(
          ctx,
          unit,
          admins.map((admin) =>
            renderMail({
              to: admin.email,
              subject: c.riskEscalatedMail.subject,
              paragraphs: [c.riskEscalatedMail.body(signal.clientName, therapist, minutes)],
            }),
          ),
        );
      }
      return overdue.length;
    });
    escalated += claimed;
    if (claimed < BATCH) return escalated;
  }
}
