import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, type CheckLoginResponse } from '@solace/shared';
import type { Db } from '../../db/client';
import { validate } from '../../lib/validate';
import { requireSession } from '../../plugins/auth';
import { logIn } from './accounts.service';
import { revokeSession } from './sessions.service';

export async function accountsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post('/login', (request) => logIn(db, 'client', validate(loginRequestSchema, request.body)));
  app.post('/DocLogin', (request) =>
    logIn(db, 'staff', validate(loginRequestSchema, request.body)),
  );

  app.get('/check-login', (request): CheckLoginResponse => ({
    user: requireSession(request).user,
  }));

  app.post('/logout', async (request) => {
    await revokeSession(db, requireSession(request).sessionId);
    return { success: true };
  });
}
