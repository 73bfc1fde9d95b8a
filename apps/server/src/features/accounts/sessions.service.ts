import { createHash, randomBytes } from 'node:crypto';
import { messages, type SessionStatusResponse, type SessionUser } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { AppError } from '../../lib/app-error';
import { BatchWhileBusy } from '../../speed/batch-while-busy';
import { SessionMemory } from '../../speed/session-memory';
import { inTransaction } from '../../lib/unit-of-work';
import type { AuthenticatedSession, SessionResolver } from '../../plugins/auth';
import { recordActivity } from '../activity/activity.service';
import type { UserRow } from './accounts.repo';
import {
  findLiveSessions,
  findSessionsForExport,
  insertSession,
  revokeSessionById,
  revokeUserSessions,
  type LiveSession,
} from './sessions.repo';

/**
 * A session ends 12 hours after login, or after `SESSION_IDLE_MINUTES` (30 by default) without a
 * user action; a live call's heartbeat counts as one (POST /api/session/keepalive).
 */
const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Tokens are stored only as this hash: whoever reads the table cannot sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
  });
  return token;
}

/** The most first lookups of sessions one query answers. */
const LOOKUPS_PER_QUERY = 200;

/** A resolver that can also say, without waiting, what it already knows of a token. */
export type RememberingSessionResolver = SessionResolver & {
  /** The session of `token` while it is remembered (see SESSION_MEMORY_MS); else undefined. */
  remembered(token: string): AuthenticatedSession | undefined;
};

/**
 * The resolver the HTTP API and the sockets share (injected into both by app.ts); a session
 * unused for `idleMs` has ended.
 */
export function sessionResolver(
  ctx: Pick<AppContext, 'db' | 'clock' | 'invalidations'>,
  idleMs: number,
): RememberingSessionResolver {
  const memory = new SessionMemory<AuthenticatedSession>(ctx.clock, ctx.invalidations);

  // Lookups that arrive together (a burst of first requests) share one query: one batch for
  // those that count as activity (and touch the session), one for those that do not.
  const lookups = (touch: boolean) =>
    new BatchWhileBusy<string, LiveSession | undefined>({
      most: LOOKUPS_PER_QUERY,
      run: async (tokenHashes) => {
        const now = ctx.clock.now();
        const idleSince = new Date(now.getTime() - idleMs);
        const rows = await findLiveSessions(
          ctx.db,
          [...new Set(tokenHashes)],
          now,
          idleSince,
          touch,
        );
        const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
        return tokenHashes.map((tokenHash) => byHash.get(tokenHash));
      },
    });
  const touching = lookups(true);
  const reading = lookups(false);

  const resolve: SessionResolver = async (token, { countsAsActivity, fresh = false }) => {
    const tokenHash = hashToken(token);
    const known = fresh ? undefined : memory.recall(tokenHash);
    if (known) return known;
    const mark = memory.mark();
    const found = await (countsAsActivity ? touching : reading).submit(tokenHash);
    if (!found) {
      memory.forget(tokenHash);
      return undefined;
    }
    const idleEnd = found.lastActiveAt.getTime() + idleMs;
    const session: AuthenticatedSession = {
      sessionId: found.id,
      user: toSessionUser(found.user),
      endsAt: new Date(Math.min(found.expiresAt.getTime(), idleEnd)),
    };
    memory.keep(tokenHash, session, mark);
    return session;
  };
  return Object.assign(resolve, {
    remembered: (token: string) => memory.recall(hashToken(token)),
  });
}

/**
 * The session's deadline as the database has it now, for GET /api/session (`countsAsActivity`
 * false) and POST /api/session/keepalive (true: the activity is recorded first, so the deadline
 * moves to a full idle period from now). A session that has ended is a 401.
 */
export async function sessionStatus(
  ctx: Pick<AppContext, 'config'>,
  resolve: SessionResolver,
  token: string,
  { countsAsActivity }: { countsAsActivity: boolean },
): Promise<SessionStatusResponse> {
  const session = await resolve(token, { countsAsActivity, fresh: true });
  if (!session) throw new AppError(401, 'UNAUTHENTICATED', messages.http.unauthorized);
  return {
    endsAt: session.endsAt.toISOString(),
    idleSeconds: ctx.config.sessionIdleMinutes * 60,
  };
}

export async function logOut(ctx: AppContext, session: AuthenticatedSession): Promise<void> {
  await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    await revokeSessionById(unit.db, session.sessionId, now);
    await recordActivity(unit.db, session.user.id, messages.activity.logout, now);
    unit.afterCommit(() => ctx.realtime.endSessions([session.sessionId]));
  });
}

/**
 * After a password change or reset: nobody holding an old token stays signed in, and their
 * open sockets close once the change has committed.
 */
export async function revokeOtherSessions(
  ctx: Pick<AppContext, 'clock' | 'realtime'>,
  unit: UnitOfWork,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  const ended = await revokeUserSessions(unit.db, userId, ctx.clock.now(), keepSessionId);
  unit.afterCommit(() => ctx.realtime.endSessions(ended));
}

export function sessionsForExport(ctx: AppContext, userId: string) {
  return findSessionsForExport(ctx.db, userId);
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    avatar: user.avatar,
    timeZone: user.timeZone,
    language: user.language,
  };
}
