import type { DoctorSlot } from '@solace/shared';

/** A dashboard slot starting at a local date and time, lasting `minutes`. */
export function slotAt(
  id: string,
  start: Date,
  overrides: Partial<DoctorSlot> = {},
  minutes = 50,
): DoctorSlot {
  return {
    id,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + minutes * 60_000).toISOString(),
    status: 'available',
    booking_id: null,
    client_name: null,
    client_email: null,
    client_id: null,
    room_id: null,
    ...overrides,
  };
}
