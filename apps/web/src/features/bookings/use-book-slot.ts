import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { BOOKING_PHONE_PATTERN, bookingMessages, paymentsMessages } from '@solace/shared';
import { serverText, toastValidation } from '../../components/forms/form-feedback';
import { ApiRequestError, isSessionExpiredError } from '../../lib/api-client';
import type { SessionUser } from '../../lib/auth/session-user';
import { catalogKeys } from '../catalog';
import { abandonPayment, openCheckout, type OpenablePayment } from '../payments';
import { bookingKeys, createBooking } from './bookings-api';
import type { ConfirmedBooking } from './BookingConfirmation';
import type { BookingCalendarEvent } from './booking-calendar-events';

/** Spec point 5, in order: a slot and a user, a user, then a phone with a country code. */
function bookingProblem(
  slot: BookingCalendarEvent | null,
  user: SessionUser | null,
): string | null {
  if (!slot) return bookingMessages.selectSlotAndLogIn;
  if (!user) return bookingMessages.mustBeLoggedIn;
  if (!BOOKING_PHONE_PATTERN.test(user.phone ?? '')) return bookingMessages.invalidPhone;
  return null;
}

interface Options {
  doctorId: string;
  doctorName: string;
  onBooked: (booking: ConfirmedBooking) => void;
  /** The slot is gone (someone else took it, or it expired): the dialog should close. */
  onSlotGone: () => void;
}

/** Checks and sends one booking; refreshes slots, "My appointments" and next free times after. */
export function useBookSlot({ doctorId, doctorName, onBooked, onSlotGone }: Options) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  // A paid session's time is held and checkout is opening: the dialog waits for the page to go.
  const [paying, setPaying] = useState(false);

  const pay = async (payment: OpenablePayment) => {
    setPaying(true);
    try {
      await openCheckout(payment);
    } catch {
      // Checkout cannot open here (its script did not load): the held time is let go at once.
      setPaying(false);
      await abandonPayment(payment.id).catch(() => undefined);
      toast.error(paymentsMessages.checkout.openFailed);
      void refresh();
    }
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.slots(doctorId) }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.mine }),
      // Next free times on the therapist cards and this page's header.
      queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    ]);

  const mutation = useMutation({
    mutationFn: createBooking,
    onSuccess: ({ booking, payment }, request) => {
      if (payment) {
        void pay(payment);
        return;
      }
      toast.success(bookingMessages.bookingSuccess);
      onBooked({
        doctorName,
        start: new Date(booking.start_time),
        end: new Date(booking.end_time),
        email: request.clientEmail ?? '',
      });
      void refresh();
    },
    onError: (error) => {
      // The session-expiry notice is already showing and the login page is on its way.
      if (isSessionExpiredError(error)) return;
      toast.error(serverText(error) ?? bookingMessages.bookingFailed);
      if (error instanceof ApiRequestError && error.status === 409) {
        onSlotGone();
        void refresh();
      }
    },
  });

  const confirm = (slot: BookingCalendarEvent | null, user: SessionUser | null) => {
    if (mutation.isPending || paying) return;
    const found = bookingProblem(slot, user);
    setProblem(found);
    if (found || !slot || !user) {
      if (found) toastValidation(found);
      return;
    }
    mutation.mutate({
      slotId: slot.id,
      doctorId,
      clientName: user.name,
      clientEmail: user.email,
    });
  };

  return {
    confirm,
    submitting: mutation.isPending || paying,
    paying,
    problem,
    clearProblem: () => setProblem(null),
  };
}
