import { bookingMessages, slotsMessages } from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { ApiRequestError } from '../../lib/api-client';

/**
 * 'Failed to add slots' (spec), unless the server said why (an overlap, a time in the past).
 * Editing words its failures the same: the spec edits a slot by deleting it, then adding it.
 */
export function addFailureText(error: unknown): string {
  return serverText(error) ?? slotsMessages.addFailed;
}

/**
 * 'Failed to delete slot' (spec), except when the server refused for a reason the therapist can
 * act on (409: the slot has expired, or is booked and needs cancelling instead).
 */
export function deleteFailureText(error: unknown): string {
  const text = serverText(error);
  return error instanceof ApiRequestError && error.status === 409 && text
    ? text
    : slotsMessages.deleteFailed;
}

/** The server's reason a cancellation was refused (too late, already started), else ours. */
export function cancelFailureText(error: unknown): string {
  return serverText(error) ?? bookingMessages.cancelFailed;
}

/** Why the slots could not be read, beside its Retry: the server's words, else ours. */
export function readFailureText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : slotsMessages.loadFailed;
}
