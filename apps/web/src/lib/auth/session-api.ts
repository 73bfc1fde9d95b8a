import { checkLoginResponseSchema, successResponseSchema } from '@solace/shared';
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
