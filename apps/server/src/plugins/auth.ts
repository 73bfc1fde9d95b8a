import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BACKGROUND_REQUEST_HEADER, messages, type Role, type SessionUser } from '@solace/shared';
import { AppError } from '../lib/app-error';

/** Who is asking: a live session and its user. */
export interface AuthenticatedSession {
  sessionId: string;
  user: SessionUser;
  /** When the session ends unless it is used again before (idle) or at the latest (absolute). */
  endsAt: Date;
}

/**
 * Looks a bearer token up; `countsAsActivity` false for what the app does on its own (polls,
 * socket connects), which must not keep an idle session alive. `fresh` asks the database even
 * when the session is remembered, so the activity is recorded (or the true end read) at once.
 * Injected by app.ts.
 */
export type SessionResolver = (
  token: string,
  options: { countsAsActivity: boolean; fresh?: boolean },
) => Promise<AuthenticatedSession | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False for a route whose call is not the user's activity whatever headers come with it
     * (GET /api/session only looks at the deadline), or that records it itself (the keep-alive).
     */
    countsAsActivity?: boolean;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, when a valid bearer token came with the request. */
    session: AuthenticatedSession | null;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Resolves `Authorization: Bearer` on every request; routes decide whether they need it. */
export function registerAuth(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const countsAsActivity =
      request.routeOptions.config.countsAsActivity !== false &&
      request.headers[BACKGROUND_REQUEST_HEADER] !== '1';
    request.session = (await resolveSession(token, { countsAsActivity })) ?? null;
  });
}

/** The session of someone with one of these roles; another role is a 403 with `message`. */
function requireRole(
  request: FastifyRequest,
  roles: Role[],
  message: string,
): AuthenticatedSession {
  const session = requireSession(request);
  if (!roles.includes(session.user.role)) throw new AppError(403, 'FORBIDDEN', message);
  return session;
}

/** The session, or a 401 the web app turns into "log in again". */
export function requireSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new AppError(401, 'UNAUTHENTICATED', messages.http.unauthorized);
  return request.session;
}

/** A userId in a body or path must be the caller's own: anything else is a 403. */
export function requireOwnAccount(request: FastifyRequest, userId: string): AuthenticatedSession {
  const session = requireSession(request);
  if (session.user.id !== userId) throw new AppError(403, 'FORBIDDEN', messages.profile.forbidden);
  return session;
}

/**
 * Route hooks (`onRequest`) for who may call a route at all. They run before the body is
 * validated, so a stranger learns nothing from validation messages.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireSession(request);
}

export function withRole(roles: Role[], message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    requireRole(request, roles, message);
  };
}
