import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingCalendarEvent } from './booking-calendar-events';

/** The query parameter that carries a visitor's chosen slot through the login and back. */
export const PICKED_SLOT_PARAM = 'slot';

/** What the booking page hands the login page, so it can say what is being booked. */
interface PickedSlotState {
  from: string;
  pick: { start: string; doctorName: string };
}

export function pickedSlotState(
  pathname: string,
  event: BookingCalendarEvent,
  doctorName: string,
): PickedSlotState {
  return {
    from: `${pathname}?${PICKED_SLOT_PARAM}=${encodeURIComponent(event.id)}`,
    pick: { start: event.start.toISOString(), doctorName },
  };
}

/**
 * Back from the login with `?slot=`: once the slots are in, hands over that slot if it is still
 * free (the page selects it and opens the dialog), or reports it gone. The parameter is then
 * dropped, so a reload or closing the dialog does not bring it back.
 */
export function usePickedSlot(
  events: BookingCalendarEvent[],
  ready: boolean,
  onFound: (event: BookingCalendarEvent) => void,
): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const pickedId = searchParams.get(PICKED_SLOT_PARAM);
  const [gone, setGone] = useState(false);

  useEffect(() => {
    if (!pickedId || !ready) return;
    const event = events.find((e) => e.id === pickedId && e.status === 'available');
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(PICKED_SLOT_PARAM);
        return next;
      },
      { replace: true },
    );
    if (event) onFound(event);
    else setGone(true);
    // onFound is read once, when the slots first arrive; a new closure must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickedId, ready, events, setSearchParams]);

  return gone;
}
