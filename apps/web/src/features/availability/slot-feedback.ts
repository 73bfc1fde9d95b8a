import { messages } from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { ApiRequestError } from '../../lib/api-client';

/**
 * 'Failed to delete slot' (spec), except when the server refused for a reason the therapist can
 * act on (409: the slot has expired, or is booked and needs cancelling instead).
 */
export function deleteFailureText(error: unknown): string {
  const text = serverText(error);
  return error instanceof ApiRequestError && error.status === 409 && text
    ? text
    : messages.slots.deleteFailed;
}

/** Not in the spec: a cancellation the server did not explain. */
export const CANCEL_FAILED = messages.booking.cancelFailed;

/** Not in the spec: the dashboard is for therapists only. */
export const ONLY_THERAPISTS = messages.slots.dashboardOnlyTherapists;
