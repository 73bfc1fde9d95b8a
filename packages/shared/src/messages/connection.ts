import { defineMessages } from '#define-messages';
import { words } from '#words/connection';

/**
 * What the web app says when an answer never came or could not be read, and the server's own
 * "something went wrong": the few words of http's the first page needs (its budget), apart.
 */
export const connectionMessages = defineMessages('connection', words, {
  requestFailed: (status: number) => ({ status }),
});
