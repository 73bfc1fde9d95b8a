import type { FastifyInstance } from 'fastify';
import {
  isProfilePasswordChange,
  loginRequestSchema,
  messages,
  profilePasswordChangeSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
  type CheckLoginResponse,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { validate } from '../../lib/validate';
import { requireSession } from '../../plugins/auth';
import { changeOwnPassword } from '../profile/profile.service';
import { logIn, signUp } from './accounts.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { logOut } from './sessions.service';

export async function accountsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post('/signup', async (request, reply) => {
    await signUp(ctx, validate(signupRequestSchema, request.body), request.ip);
    return reply
      .status(201)
      .send({ success: true, message: messages.accounts.registrationSuccess });
  });

  app.post('/login', (request) => logIn(ctx, 'client', validate(loginRequestSchema, request.body)));
  app.post('/DocLogin', (request) =>
    logIn(ctx, 'staff', validate(loginRequestSchema, request.body)),
  );

  app.get('/check-login', (request): CheckLoginResponse => ({
    user: requireSession(request).user,
  }));

  app.post('/logout', async (request) => {
    await logOut(ctx, requireSession(request));
    return { success: true };
  });

  app.post('/verifyemail', async (request) => {
    const input = validate(verifyEmailRequestSchema, request.body);
    await requestPasswordReset(ctx, input, request.ip, (err) =>
      request.log.error({ err }, 'password link mail failed'),
    );
    return { success: true, message: messages.accounts.resetLinkSent };
  });

  // One path, two flows (spec point 7): a profile change proves the current password, a reset
  // proves the e-mailed token.
  app.post('/changepassword', async (request) => {
    if (isProfilePasswordChange(request.body)) {
      const session = requireSession(request);
      await changeOwnPassword(ctx, session, validate(profilePasswordChangeSchema, request.body));
      return { success: true, message: messages.profile.passwordUpdated };
    }
    await resetPassword(ctx, validate(resetPasswordRequestSchema, request.body));
    return { success: true, message: messages.accounts.passwordChanged };
  });
}
