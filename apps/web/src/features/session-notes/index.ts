/** Session notes' public face: the therapist's note page, for the router. */
export { SessionNotePage } from './SessionNotePage';
