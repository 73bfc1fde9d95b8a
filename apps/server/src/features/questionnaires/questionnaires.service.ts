import { randomUUID } from 'node:crypto';
import {
  INSTRUMENTS,
  INSTRUMENT_IDS,
  describeSessionTime,
  messages,
  questionnaireDueReason,
  scoreQuestionnaire,
  withLanguage,
  type DueQuestionnaires,
  type InstrumentId,
  type QuestionnaireAnswers,
  type QuestionnaireResult,
  type QuestionnaireResultsPage,
  type ClientResultsView,
  type LatestScores,
  type QuestionnaireSubmitted,
  type SeverityBand,
  clinicalMessages,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { renderMail } from '../../lib/mail-layout';
import { toPage, type PageRequest } from '../../lib/paging';
import { inTransaction } from '../../lib/unit-of-work';
import type { AuthenticatedSession } from '../../plugins/auth';
import { bookingById, hasBookingWith } from '../bookings/bookings.service';
import { hasConsent, logClinicalAccess } from '../consent/consent.service';
import { notify } from '../notifications/notifications.service';
import { queueMails } from '../outbox/outbox.service';
import { openSealed, sealFor, type MasterKeyring } from '../records/records.service';
import {
  findDueFacts,
  findLatestResponses,
  findResponsePage,
  findResponsesOf,
  insertRequest,
  insertResponse,
  type DueFacts,
  type ResponseRow,
} from './questionnaires.repo';
import { raiseRefusedAnswersRiskSignal, raiseRiskSignal } from '../safety/safety.service';

const c = clinicalMessages;
const TABLE = 'questionnaire_responses';
const place = (id: string) => ({ table: TABLE, id });

/** What is sealed of one response: nothing of it is stored in the clear. */
interface SealedResponse {
  answers: number[];
  difficulty: number | null;
  score: number;
  band: SeverityBand;
}

/** What one stored response holds, opened (throws if it was changed or moved). */
function openResponse(
  keyring: MasterKeyring,
  row: Pick<ResponseRow, 'id' | 'keyId' | 'wrappedKey' | 'iv' | 'ciphertext'>,
): SealedResponse {
  return JSON.parse(openSealed(keyring, place(row.id), row)) as SealedResponse;
}

const bookingNotFound = () =>
  new AppError(404, 'BOOKING_NOT_FOUND', messages.booking.bookingNotFound);

function dueReasonOf(facts: DueFacts, instrument: InstrumentId, now: Date) {
  return questionnaireDueReason({
    sessionNumber: facts.sessionNumber,
    therapistAsked: facts.therapistAsked,
    answered: facts.answered.includes(instrument),
    startsAt: facts.startTime,
    now,
  });
}

type OwnBooking = NonNullable<Awaited<ReturnType<typeof bookingById>>>;

/** Who a PHQ-9's risk signal names: the client who answered and the session's therapist. */
function riskFactsOf(session: AuthenticatedSession, booking: OwnBooking) {
  return {
    client: { id: session.user.id, name: session.user.name },
    therapist: {
      id: booking.doctorId,
      name: booking.doctorName,
      email: booking.doctorEmail,
      timeZone: booking.doctorTimeZone,
    },
    bookingId: booking.id,
  };
}

/**
 * The client's answers before one session, scored here (a score from the client is never
 * read), sealed, and stored once; a PHQ-9 with item 9 above 0 raises a risk signal in the same
 * transaction. Answers refused with 409 (the session started, or another tab answered first) are
 * not stored, but item 9 above 0 in them still raises the signal (the client was shown the crisis
 * lines; the therapist must be told), once while one for this session waits.
 */
export async function submitQuestionnaire(
  ctx: AppContext,
  keyring: MasterKeyring,
  session: AuthenticatedSession,
  bookingId: string,
  body: QuestionnaireAnswers,
): Promise<QuestionnaireSubmitted> {
  const booking = await bookingById(ctx, bookingId);
  // Another client learns nothing of the session (404, as for every booking), and raises nothing.
  if (!booking || booking.patientId !== session.user.id) throw bookingNotFound();
  const scored = scoreQuestionnaire(body.instrument, body.answers);
  /** A 409, after the risk signal its answers call for is committed. */
  const refuse = async (code: 'QUESTIONNAIRE_NOT_DUE' | 'QUESTIONNAIRE_ANSWERED') => {
    if (scored.risk) {
      await inTransaction(ctx, (unit) =>
        raiseRefusedAnswersRiskSignal(ctx, unit, riskFactsOf(session, booking)),
      );
    }
    return refusal(code);
  };
  const now = ctx.clock.now();
  const [facts] = await findDueFacts(ctx.db, session.user.id, now, bookingId);
  if (!facts) throw await refuse('QUESTIONNAIRE_NOT_DUE');
  if (facts.answered.includes(body.instrument)) throw await refuse('QUESTIONNAIRE_ANSWERED');
  if (dueReasonOf(facts, body.instrument, now) === null) {
    throw await refuse('QUESTIONNAIRE_NOT_DUE');
  }
  const id = randomUUID();
  const sealed: SealedResponse = {
    answers: body.answers,
    difficulty: body.difficulty ?? null,
    score: scored.score,
    band: scored.band,
  };
  const stored = await inTransaction(ctx, async (unit) => {
    const inserted = await insertResponse(unit.db, {
      id,
      bookingId,
      clientId: session.user.id,
      therapistId: booking.doctorId,
      instrument: body.instrument,
      takenAt: now,
      ...sealFor(keyring, place(id), JSON.stringify(sealed)),
    });
    if (!inserted) {
      // Another tab's answers won the race: these are refused, their signal still committed.
      if (scored.risk) {
        await raiseRefusedAnswersRiskSignal(ctx, unit, riskFactsOf(session, booking));
      }
      return false;
    }
    if (scored.risk) {
      await raiseRiskSignal(ctx, unit, {
        ...riskFactsOf(session, booking),
        source: 'phq9',
        responseId: id,
      });
    }
    return true;
  });
  if (!stored) throw refusal('QUESTIONNAIRE_ANSWERED');
  return {
    result: {
      id,
      instrument: body.instrument,
      score: scored.score,
      band: scored.band,
      takenAt: now.toISOString(),
    },
    risk: scored.risk,
  };
}

function refusal(code: 'QUESTIONNAIRE_NOT_DUE' | 'QUESTIONNAIRE_ANSWERED') {
  return new AppError(409, code, code === 'QUESTIONNAIRE_NOT_DUE' ? c.notDue : c.alreadyAnswered);
}

/** The client's upcoming sessions with a questionnaire due, and why, by the shared rule. */
export async function dueQuestionnaires(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  clientId: string,
): Promise<DueQuestionnaires> {
  const now = ctx.clock.now();
  const items = (await findDueFacts(ctx.db, clientId, now)).flatMap((facts) => {
    const due = (Object.keys(INSTRUMENTS) as InstrumentId[]).flatMap((instrument) => {
      const reason = dueReasonOf(facts, instrument, now);
      return reason ? [{ instrument, reason }] : [];
    });
    if (due.length === 0) return [];
    return [
      {
        bookingId: facts.bookingId,
        startsAt: facts.startTime.toISOString(),
        therapistName: facts.therapistName,
        reason: due[0]!.reason,
        instruments: due.map((d) => d.instrument),
      },
    ];
  });
  return { items };
}

/** A stored response as it is shown: its score and band, opened here; never the answers. */
function resultOf(
  keyring: MasterKeyring,
  row: Parameters<typeof openSealed>[2] & { id: string; instrument: string; takenAt: Date },
): QuestionnaireResult {
  const sealed = openResponse(keyring, row);
  return {
    id: row.id,
    instrument: row.instrument as InstrumentId,
    score: sealed.score,
    band: sealed.band,
    takenAt: row.takenAt.toISOString(),
  };
}

async function resultsPage(
  ctx: Pick<AppContext, 'db'>,
  keyring: MasterKeyring,
  clientId: string,
  instrument: InstrumentId | undefined,
  page: PageRequest,
): Promise<QuestionnaireResultsPage> {
  const { items, nextCursor } = toPage(
    await findResponsePage(ctx.db, clientId, instrument, page),
    page.limit,
  );
  return { items: items.map((row) => resultOf(keyring, row)), nextCursor };
}

/** The client's own results, newest first. */
export function ownResults(
  ctx: Pick<AppContext, 'db'>,
  keyring: MasterKeyring,
  clientId: string,
  instrument: InstrumentId | undefined,
  page: PageRequest,
) {
  return resultsPage(ctx, keyring, clientId, instrument, page);
}

/**
 * Whether a therapist may read a client's results: only with a session between them, and only
 * while the client shares them (their consent now). Every therapist's view asks this, in the
 * transaction of its answer, so a withdrawal committed before that answer is honoured.
 */
async function sharingWith(
  db: Db,
  therapistId: string,
  clientId: string,
): Promise<'no-session' | 'not-shared' | 'shared'> {
  if (!(await hasBookingWith({ db }, clientId, therapistId))) return 'no-session';
  return (await hasConsent(db, clientId, 'share_questionnaires')) ? 'shared' : 'not-shared';
}

/**
 * The client's own answers for their data export, opened, newest first: what they answered,
 * not only the scores (the answers are theirs; only session notes stay out of the export).
 */
export async function ownAnswersForExport(
  ctx: Pick<AppContext, 'db'>,
  keyring: MasterKeyring,
  clientId: string,
) {
  return (await findResponsesOf(ctx.db, clientId)).map((row) => {
    const { answers, difficulty, score, band } = openResponse(keyring, row);
    return {
      instrument: row.instrument as InstrumentId,
      takenAt: row.takenAt.toISOString(),
      answers,
      difficulty,
      score,
      band,
    };
  });
}

/**
 * A therapist's view of a client's results: only with a session between them and the client's
 * consent now; each read is written to the client's access log with the answer.
 */
export async function therapistViewOfResults(
  ctx: AppContext,
  keyring: MasterKeyring,
  session: AuthenticatedSession,
  clientId: string,
  instrument: InstrumentId | undefined,
  page: PageRequest,
): Promise<ClientResultsView> {
  return inTransaction(ctx, async (unit) => {
    const sharing = await sharingWith(unit.db, session.user.id, clientId);
    // Refused before anything is read or written.
    if (sharing === 'no-session') throw new AppError(403, 'FORBIDDEN', c.noBookingWithClient);
    if (sharing === 'not-shared') return { shared: false, items: [], nextCursor: null };
    await logClinicalAccess(unit.db, {
      clientId,
      reader: session.user,
      what: `questionnaire_results:${instrument ?? 'all'}`,
      at: ctx.clock.now(),
    });
    return {
      shared: true,
      ...(await resultsPage({ db: unit.db }, keyring, clientId, instrument, page)),
    };
  });
}

/**
 * The newest PHQ-9 and GAD-7 score of each of the agenda's clients, by the rule of the
 * therapist's view (sharingWith): a client without a session with this therapist, or who does
 * not share, is simply not in the answer (nothing of theirs read, nothing logged). Each score
 * shown is one line in its client's access log, in the transaction of the answer.
 */
export async function latestScoresOf(
  ctx: AppContext,
  keyring: MasterKeyring,
  session: AuthenticatedSession,
  clientIds: string[],
): Promise<LatestScores> {
  return inTransaction(ctx, async (unit) => {
    const sharing: string[] = [];
    for (const clientId of new Set(clientIds)) {
      if ((await sharingWith(unit.db, session.user.id, clientId)) === 'shared') {
        sharing.push(clientId);
      }
    }
    if (sharing.length === 0) return { items: [] };
    const rows = await findLatestResponses(unit.db, sharing);
    const at = ctx.clock.now();
    const byClient = new Map<string, QuestionnaireResult[]>();
    for (const row of rows) {
      const clientId = row.clientId!; // found by client: never null here
      await logClinicalAccess(unit.db, {
        clientId,
        reader: session.user,
        what: `questionnaire_results:${row.instrument}`,
        at,
      });
      byClient.set(clientId, [...(byClient.get(clientId) ?? []), resultOf(keyring, row)]);
    }
    return {
      items: [...byClient].map(([clientId, results]) => ({
        clientId,
        // PHQ-9 first, as the catalogue lists them.
        results: results.sort(
          (a, b) => INSTRUMENT_IDS.indexOf(a.instrument) - INSTRUMENT_IDS.indexOf(b.instrument),
        ),
      })),
    };
  });
}

/**
 * The therapist asks for the questionnaires before one of their sessions (until it starts): the
 * client is told in the bell and by e-mail.
 */
export async function requestQuestionnaire(
  ctx: AppContext,
  session: AuthenticatedSession,
  bookingId: string,
) {
  const booking = await bookingById(ctx, bookingId);
  if (!booking || booking.doctorId !== session.user.id) throw bookingNotFound();
  const now = ctx.clock.now();
  if (booking.status !== 'booked' || booking.startTime <= now) {
    throw new AppError(409, 'QUESTIONNAIRE_NOT_DUE', c.notDue);
  }
  const requestedAt = await inTransaction(ctx, async (unit) => {
    const at = await insertRequest(unit.db, {
      bookingId,
      therapistId: session.user.id,
      requestedAt: now,
    });
    if (at.getTime() !== now.getTime()) return at; // asked before: told once
    const link = `/questionnaires/${bookingId}`;
    // The client reads it in their own language and zone, whatever the therapist's.
    const { notice, mail } = withLanguage(booking.patientLanguage, () => {
      const when = describeSessionTime(booking.startTime, booking.patientTimeZone);
      return {
        notice: {
          title: c.requestNotice.title,
          message: c.requestNotice.message(booking.doctorName, when),
          link,
        },
        mail: renderMail({
          to: booking.patientEmail,
          subject: c.requestMail.subject,
          paragraphs: [
            c.requestMail.body(booking.doctorName, when, `${ctx.config.publicUrl}${link}`),
          ],
        }),
      };
    });
    await notify(ctx, unit, booking.patientId, notice);
    queueMails(ctx, unit, [mail]);
    return at;
  });
  return { bookingId, requestedAt: requestedAt.toISOString() };
}
