/** The clinical record's public face (the same name as the server's feature): the therapist's
 * session note page, for the router. */
export { SessionNotePage } from './SessionNotePage';
