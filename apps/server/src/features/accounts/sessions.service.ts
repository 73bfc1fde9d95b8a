import { createHash, randomBytes } from 'node:crypto';
import { messages, type SessionUser } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/unit-of-work';
import { inTransaction } from '../../lib/unit-of-work';
import type { AuthenticatedSession, SessionResolver } from '../../plugins/auth';
import { recordActivity } from '../activity/activity.service';
import type { UserRow } from './accounts.repo';
import {
  findLiveSession,
  findSessionsForExport,
  insertSession,
  revokeSessionById,
  revokeUserSessions,
} from './sessions.repo';

/** A session ends 12 hours after login, or after 30 minutes without a user action. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;

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

/** The resolver the HTTP API and the sockets share (injected into both by app.ts). */
export function sessionResolver(ctx: Pick<AppContext, 'db' | 'clock'>): SessionResolver {
  return async (token, { countsAsActivity }) => {
    const now = ctx.clock.now();
    const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
    const found = await findLiveSession(ctx.db, hashToken(token), now, idleSince, countsAsActivity);
    if (!found) return undefined;
    const idleEnd = found.lastActiveAt.getTime() + SESSION_IDLE_MS;
    return {
      sessionId: found.id,
      user: toSessionUser(found.user),
      endsAt: new Date(Math.min(found.expiresAt.getTime(), idleEnd)),
    };
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
  };
}
