import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  checkLoginResponseSchema,
  confirmSignupRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messages,
  signupRequestSchema,
  signupResponseSchema,
  successMessageResponseSchema,
  successResponseSchema,
  verifyEmailRequestSchema,
  type LoginRequest,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { jsonSerializer } from '../../plugins/api-contract';
import {
  bearerToken,
  requireOwnAccount,
  requireSession,
  signedIn,
  type AuthenticatedSession,
} from '../../plugins/auth';
import type { PlainAnswer } from '../../speed/read-cache';
import { DEVICE_COOKIE, logIn, type LoginPortal } from './login.service';
import { changeOwnPassword, resetPassword } from './password-change.service';
import { requestPasswordReset } from './password-reset.service';
import { BODY_LIMITS } from '../../plugins/json-body';
import { logOut, type RememberingSessionResolver } from './sessions.service';
import { confirmSignup, signUp } from './signup.service';

export async function accountsRoutes(
  app: FastifyInstance,
  { ctx, sessions }: { ctx: AppContext; sessions: RememberingSessionResolver },
) {
  // Cookies are read and written by these routes only: registered here, the plugin's parsing
  // hook runs for them and not for every other request.
  await app.register(fastifyCookie);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  // The app asks check-login on every page: a session it already knows is answered from memory.
  const checkLoginPath = `${app.prefix}/check-login`;
  const serializeCheckLogin = jsonSerializer(checkLoginResponseSchema);
  // Made once per remembered session, which is replaced whenever anything in it changes.
  const answers = new WeakMap<AuthenticatedSession, PlainAnswer>();
  app.frontDoor.add('check-login', (path, request) => {
    if (path !== checkLoginPath) return undefined;
    const token = bearerToken(request.headers.authorization);
    const session = token === undefined ? undefined : sessions.remembered(token);
    if (!session) return undefined;
    let answer = answers.get(session);
    if (!answer) {
      answer = {
        statusCode: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: Buffer.from(serializeCheckLogin({ user: session.user })),
      };
      answers.set(session, answer);
    }
    return answer;
  });

  const secureCookies = ctx.config.publicUrl.startsWith('https://');
  // The browser keeps proof that it has signed in here: strangers' failures never lock it out.
  const rememberDevice = (reply: FastifyReply, deviceToken: string) =>
    reply.setCookie(DEVICE_COOKIE, deviceToken, {
      path: '/api',
      maxAge: 365 * 24 * 3600,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
    });

  api.post(
    '/signup',
    {
      bodyLimit: BODY_LIMITS.account,
      schema: {
        summary:
          'Start a client sign-up: the same answer for every address; the e-mail says the rest',
        tags,
        body: signupRequestSchema,
        response: { 202: signupResponseSchema },
      },
    },
    async (request, reply) => {
      await signUp(ctx, request.body, request.ip);
      // One fixed answer (status, body, headers): nothing tells whether the address had an account.
      return reply
        .status(202)
        .send({ success: true, message: messages.accounts.registrationCheckEmail });
    },
  );

  api.post(
    '/signup/confirm',
    {
      bodyLimit: BODY_LIMITS.signIn,
      schema: {
        summary: 'Follow the e-mailed sign-up link: makes the account and signs in, as login',
        tags,
        body: confirmSignupRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { session, deviceToken } = await confirmSignup(ctx, request.body, {
        address: request.ip,
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      void rememberDevice(reply, deviceToken);
      return session;
    },
  );

  const login = { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } };
  const signIn = BODY_LIMITS.signIn;
  const loginAt = (portal: LoginPortal) =>
    async function (request: FastifyRequest<{ Body: LoginRequest }>, reply: FastifyReply) {
      const { response, deviceToken } = await logIn(ctx, portal, request.body, {
        address: request.ip,
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      void rememberDevice(reply, deviceToken);
      return response;
    };
  api.post(
    '/login',
    { bodyLimit: signIn, schema: { summary: 'Client login', ...login } },
    loginAt('client'),
  );
  api.post(
    '/DocLogin',
    { bodyLimit: signIn, schema: { summary: 'Therapist and admin login', ...login } },
    loginAt('staff'),
  );

  api.get(
    '/check-login',
    {
      onRequest: signedIn,
      schema: {
        summary: 'The signed-in user, or 401',
        tags,
        response: { 200: checkLoginResponseSchema },
      },
    },
    async (request) => ({ user: requireSession(request).user }),
  );

  api.post(
    '/logout',
    {
      onRequest: signedIn,
      schema: { summary: 'End this session', tags, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await logOut(ctx, requireSession(request));
      return { success: true as const };
    },
  );

  api.post(
    '/verifyemail',
    {
      bodyLimit: BODY_LIMITS.signIn,
      schema: {
        summary: 'E-mail a password change link (same answer whether or not the account exists)',
        tags,
        body: verifyEmailRequestSchema,
        response: { 200: successMessageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body, request.ip);
      return { success: true as const, message: messages.accounts.resetLinkSent };
    },
  );

  // One path, two flows (spec point 7): a profile change proves the current password, a reset
  // proves the e-mailed token.
  api.post(
    '/changepassword',
    {
      bodyLimit: BODY_LIMITS.account,
      schema: {
        summary: 'Change your password (signed in) or set one from an e-mailed link',
        tags,
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const place = { address: request.ip, deviceToken: request.cookies[DEVICE_COOKIE] };
      if (input.flow === 'profile') {
        const session = requireOwnAccount(request, input.userId);
        const { deviceToken } = await changeOwnPassword(ctx, session, input, place);
        void rememberDevice(reply, deviceToken);
        return { success: true as const, message: messages.profile.passwordUpdated };
      }
      const { session, deviceToken } = await resetPassword(ctx, input, place);
      if (deviceToken) void rememberDevice(reply, deviceToken);
      // A first password (the welcome link) comes back signed in.
      return { success: true as const, message: messages.accounts.passwordChanged, ...session };
    },
  );
}
