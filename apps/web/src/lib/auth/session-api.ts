import {
  checkLoginResponseSchema,
  sessionStatusResponseSchema,
  successResponseSchema,
} from '@solace/shared';
import { api } from '../api-client';

/*
 * The auth provider's two calls, in a module it loads when it first needs one: their answers are
 * checked with the shared schemas, and so zod arrives beside the first screen's code instead of
 * before anything can show.
 */

/** Whether the stored session still holds. A 401 here only means "signed out": no notice. */
export function checkSession(signal: AbortSignal) {
  return api.get('/check-login', checkLoginResponseSchema, { signal, ignoreUnauthorized: true });
}

/** Ends the session on the server; whatever it answers, the app forgets the session after. */
export function endSessionOnServer() {
  return api.post('/logout', successResponseSchema, undefined, { ignoreUnauthorized: true });
}

/**
 * The session's real deadline, asked of the server (which never counts this as activity). A
 * 401 means the session is over: the API client signs out the usual way.
 */
export function fetchSessionStatus(signal?: AbortSignal) {
  return api.get('/session', sessionStatusResponseSchema, { signal });
}

/** Counts as the person being here (a live call, "Stay signed in"): answers the new deadline. */
export function keepSessionAlive(signal?: AbortSignal) {
  return api.post('/session/keepalive', sessionStatusResponseSchema, undefined, { signal });
}
