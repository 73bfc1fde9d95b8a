import { randomUUID } from 'node:crypto';
import {
  describeSessionTime,
  RISK_SIGNALS_PATH,
  type RiskSignal,
  clinicalMessages,
  withLanguage,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { activeAdmins } from '../accounts/accounts.service';
import { lockUserRow } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { renderMail } from '../../lib/mail-layout';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { logClinicalAccess } from '../consent/consent.service';
import {
  notify,
  notifyEachInTheirLanguage,
  readerOf,
} from '../notifications/notifications.service';
import { queueMails } from '../outbox/outbox.service';
import {
  claimOverdueSignals,
  findContact,
  findNextSession,
  findOpenSignalsOf,
  findRiskSignal,
  hasOpenChatSignal,
  hasOpenQuestionnaireSignal,
  insertRiskSignal,
  markAcknowledged,
  type RiskSignalView,
  type RiskSource,
} from './risk-signals.repo';

const c = clinicalMessages;
/** Overdue signals escalated per transaction. */
const BATCH = 50;

/** Where the bell's urgent notification leads: the web app reads the signal's id from it. */
export const riskSignalLink = (id: string) => `${RISK_SIGNALS_PATH}/${id}`;

function toRiskSignal(row: RiskSignalView): RiskSignal {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    source: row.source as RiskSource,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  };
}

export interface RiskFacts {
  client: { id: string; name: string };
  therapist: { id: string; name: string; email: string; timeZone: string };
  /** What raised it: the PHQ-9 answers (`responseId`) or a chat message (`messageId`). */
  source: RiskSource;
  /** The session it concerns; null: the next one booked between them, if any. */
  bookingId: string | null;
  responseId?: string;
  messageId?: string;
}

/**
 * A PHQ-9 item 9 above 0, or crisis words in chat to an away therapist: the signal is stored in
 * the caller's transaction (`unit`), and the therapist gets an urgent bell notification (pushed
 * live after commit) and an e-mail through the outbox, both naming the client and the next
 * session. Nothing here diagnoses anyone.
 */
export async function raiseRiskSignal(ctx: AppContext, unit: UnitOfWork, facts: RiskFacts) {
  const now = ctx.clock.now();
  const id = randomUUID();
  const next = await findNextSession(unit.db, facts.client.id, facts.therapist.id, now);
  await insertRiskSignal(unit.db, {
    id,
    clientId: facts.client.id,
    therapistId: facts.therapist.id,
    // The session answered before, or (from chat) the next one booked.
    bookingId: facts.bookingId ?? next?.id ?? null,
    responseId: facts.responseId ?? null,
    messageId: facts.messageId ?? null,
    source: facts.source,
    createdAt: now,
    acknowledgedAt: null,
    acknowledgedBy: null,
    escalatedAt: null,
  });
  const link = riskSignalLink(id);
  // The therapist reads it in their own language, whoever's words raised it.
  const { language } = await readerOf(unit.db, facts.therapist.id);
  const { notice, mail } = withLanguage(language, () => {
    const nextText = next
      ? describeSessionTime(next.startTime, facts.therapist.timeZone)
      : c.riskNoNextSession;
    return {
      notice: {
        title: c.riskNoticeTitle,
        message: c.riskNoticeMessage(facts.client.name, facts.source, nextText),
        link,
      },
      mail: renderMail({
        to: facts.therapist.email,
        subject: c.riskMail.subject,
        paragraphs: c.riskMail
          .body(
            facts.therapist.name,
            facts.client.name,
            facts.source,
            nextText,
            `${ctx.config.publicUrl}${link}`,
          )
          .split('\n\n'),
      }),
    };
  });
  await notify(ctx, unit, facts.therapist.id, notice);
  queueMails(ctx, unit, [mail]);
  return id;
}

/**
 * Crisis words in a client's chat message to a therapist who is away: a risk signal like a
 * PHQ-9's, unless one from chat already waits for that therapist's acknowledgement.
 */
export async function raiseChatRiskSignal(
  ctx: AppContext,
  unit: UnitOfWork,
  facts: Omit<RiskFacts, 'source' | 'bookingId' | 'responseId'>,
) {
  if (await hasOpenChatSignal(unit.db, facts.client.id, facts.therapist.id)) return null;
  return raiseRiskSignal(ctx, unit, { ...facts, source: 'chat', bookingId: null });
}

/**
 * PHQ-9 answers with item 9 above 0 that the server refused (409: the session started, or
 * another tab answered first): they are stored nowhere, but the client saw the crisis lines and
 * the therapist must be told, as for accepted answers. Like chat, one waiting alert: none is
 * added while one about this client's questionnaire for this session waits for acknowledgement.
 * The client's row is locked first, so two refused sends at once cannot both find none waiting.
 */
export async function raiseRefusedAnswersRiskSignal(
  ctx: AppContext,
  unit: UnitOfWork,
  facts: Omit<RiskFacts, 'source' | 'bookingId' | 'responseId' | 'messageId'> & {
    bookingId: string;
  },
) {
  await lockUserRow(unit.db, facts.client.id);
  if (await hasOpenQuestionnaireSignal(unit.db, facts.client.id, facts.bookingId)) return null;
  return raiseRiskSignal(ctx, unit, { ...facts, source: 'phq9' });
}

/** The therapist's own signal; anyone else learns nothing of it (404). */
async function ownSignal(ctx: AppContext, session: AuthenticatedSession, id: string) {
  const signal = await findRiskSignal(ctx.db, id);
  if (!signal || signal.therapistId !== session.user.id) {
    throw new AppError(404, 'RISK_SIGNAL_NOT_FOUND', c.riskSignalNotFound);
  }
  return signal;
}

/** Reading an alert about a client is reading their clinical data: it is in their log. */
async function logSignalRead(
  unit: UnitOfWork,
  session: AuthenticatedSession,
  signal: RiskSignalView,
  at: Date,
) {
  if (!signal.clientId) return;
  await logClinicalAccess(unit.db, {
    clientId: signal.clientId,
    reader: session.user,
    what: 'risk_signal',
    at,
  });
}

/**
 * Who may read a signal: the therapist it is addressed to, and any administrator once it is
 * escalated, never before. Escalation tells every active administrator to make sure someone
 * contacts the client, and the notification leads to this page: from then on it is their duty,
 * and they need who and why to do it. Before that the alert is between the therapist and their
 * client, and an administrator has no part in it: "any admin, any time" would open every
 * client's alerts to people with no need to read them. Other therapists and clients learn
 * nothing of it (404; a client is refused by role before this).
 */
async function readableSignal(ctx: AppContext, session: AuthenticatedSession, id: string) {
  const signal = await findRiskSignal(ctx.db, id);
  const mayRead =
    signal &&
    (session.user.role === 'admin'
      ? signal.escalatedAt !== null
      : signal.therapistId === session.user.id);
  if (!mayRead) throw new AppError(404, 'RISK_SIGNAL_NOT_FOUND', c.riskSignalNotFound);
  return signal;
}

/**
 * One signal, for the page the urgent notification leads to: its therapist's, or an escalated
 * one for an administrator (readableSignal). Each read is in the client's access log, with the
 * reader's name and role.
 */
export async function riskSignalOf(ctx: AppContext, session: AuthenticatedSession, id: string) {
  const signal = await readableSignal(ctx, session, id);
  const contacts = session.user.role === 'admin' ? await contactsOf(ctx, signal) : undefined;
  return inTransaction(ctx, async (unit) => {
    await logSignalRead(unit, session, signal, ctx.clock.now());
    return { ...toRiskSignal(signal), ...(contacts && { contacts }) };
  });
}

/**
 * An escalated alert asks the administrator to make sure someone contacts the client: they
 * are given where to reach the client and the therapist who has not answered.
 */
async function contactsOf(ctx: AppContext, signal: RiskSignalView) {
  const [client, therapist] = await Promise.all([
    findContact(ctx.db, signal.clientId),
    findContact(ctx.db, signal.therapistId),
  ]);
  return { client: client ?? null, therapist: therapist ?? null };
}

/** The therapist's own signal, acknowledged once (later calls answer the first time). */
export async function acknowledgeRiskSignal(
  ctx: AppContext,
  session: AuthenticatedSession,
  id: string,
): Promise<RiskSignal> {
  const signal = await ownSignal(ctx, session, id);
  return inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    const done = await markAcknowledged(unit.db, id, session.user.id, now);
    await logSignalRead(unit, session, signal, now);
    return toRiskSignal(done ?? signal);
  });
}

/** The therapist's signals still waiting for their acknowledgement, newest first; each logged. */
export async function openRiskSignals(ctx: AppContext, session: AuthenticatedSession) {
  return inTransaction(ctx, async (unit) => {
    const rows = await findOpenSignalsOf(unit.db, session.user.id);
    const at = ctx.clock.now();
    for (const row of rows) await logSignalRead(unit, session, row, at);
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
      const admins = await activeAdmins(unit.db);
      for (const signal of overdue) {
        const therapist = signal.therapistName ?? '';
        notifyEachInTheirLanguage(ctx, unit, admins, () => ({
          title: c.riskEscalatedTitle,
          message: c.riskEscalatedMessage(signal.clientName, therapist, minutes),
          link: riskSignalLink(signal.id),
        }));
        queueMails(
          ctx,
          unit,
          admins.map((admin) =>
            withLanguage(admin.language, () =>
              renderMail({
                to: admin.email,
                subject: c.riskEscalatedMail.subject,
                paragraphs: [
                  c.riskEscalatedMail.body(signal.clientName, therapist, minutes, signal.source),
                ],
              }),
            ),
          ),
        );
      }
      return overdue.length;
    });
    escalated += claimed;
    if (claimed < BATCH) return escalated;
  }
}
