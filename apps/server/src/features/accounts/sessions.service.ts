import { createHash, randomBytes } from 'node:crypto';
import { ACTIVITIES, type SessionUser } from '@solace/shared';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { recordActivity } from '../profile/history.service';
import {
  findLiveSession,
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

export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_MS),
  });
  return token;
}

export interface AuthenticatedSession {
  sessionId: string;
  user: SessionUser;
}

export async function resolveSession(
  db: Db,
  token: string,
  { countsAsActivity }: { countsAsActivity: boolean },
): Promise<AuthenticatedSession | undefined> {
  const idleSince = new Date(Date.now() - SESSION_IDLE_MS);
  const found = await findLiveSession(db, hashToken(token), idleSince, countsAsActivity);
  return found && { sessionId: found.sessionId, user: toSessionUser(found.user) };
}

export async function logOut(ctx: AppContext, session: AuthenticatedSession): Promise<void> {
  await revokeSessionById(ctx.db, session.sessionId);
  await recordActivity(ctx, session.user.id, ACTIVITIES.logout);
}

/** After a password change or reset: nobody holding an old token stays signed in. */
export function revokeOtherSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  return revokeUserSessions(db, userId, keepSessionId);
}

export function toSessionUser(user: typeof users.$inferSelect): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    avatar: user.avatar,
  };
}
