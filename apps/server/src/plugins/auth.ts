import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BACKGROUND_REQUEST_HEADER, messages, type Role } from '@solace/shared';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { resolveSession, type AuthenticatedSession } from '../features/accounts/sessions.service';

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
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    request.session =
      (await resolveSession(db, token, {
        countsAsActivity: request.headers[BACKGROUND_REQUEST_HEADER] !== '1',
      })) ?? null;
  });
}

/** The session of someone with one of these roles; another role is a 403 with `message`. */
export function requireRole(
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
