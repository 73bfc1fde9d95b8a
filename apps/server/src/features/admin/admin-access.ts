import type { FastifyRequest } from 'fastify';
import { messages, type SessionUser } from '@solace/shared';
import { AppError } from '../../lib/app-error';

/**
 * Every admin route answers like an unknown path to anyone but an administrator: a 404, so the
 * console's existence and shape tell nobody anything. Runs before validation.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (request.session?.user.role !== 'admin') {
    throw new AppError(404, 'NOT_FOUND', messages.http.notFound);
  }
}

export function adminOf(request: FastifyRequest): SessionUser {
  return request.session!.user;
}

/** Headers for user content: never run, never sniffed, never framed by another site. */
export const USER_CONTENT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const;
