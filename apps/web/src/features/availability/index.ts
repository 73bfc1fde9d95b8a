/**
 * Availability's public face: the therapist's dashboard for the router, and the one booking
 * cancellation call (with its failure wording) that the patient's profile shares.
 */
export { cancelFailureText } from './slot-feedback';
