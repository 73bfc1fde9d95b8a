import {
  type DoctorSlot,
  type DoctorSlotsResponse,
  type SlotStatus,
  slotsMessages,
} from '@solace/shared';

/** Spec point 3: what a booked slot shows when the client's details are missing. */
const UNKNOWN_CLIENT = slotsMessages.unknownClient;
const NO_EMAIL = slotsMessages.noEmail;

/** One of the therapist's own slots on the dashboard calendar (react-big-calendar reads title, start and end). */
export interface DashboardEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  status: SlotStatus;
  slot: DoctorSlot;
}

/**
 * Background and text of each status. White text on each keeps a contrast above 4.5:1
 * (green 5.1, grey 6.0, orange-red 5.2).
 */
export const SLOT_COLOURS: Record<SlotStatus, { background: string; text: string }> = {
  available: { background: '#2E7D4F', text: '#FFFFFF' },
  expired: { background: '#5F6368', text: '#FFFFFF' },
  booked: { background: '#C2410C', text: '#FFFFFF' },
};

export function clientName(slot: DoctorSlot): string {
  return slot.client_name?.trim() || UNKNOWN_CLIENT;
}

export function clientEmail(slot: DoctorSlot): string {
  return slot.client_email?.trim() || NO_EMAIL;
}

/**
 * The server says expired once a slot has started; a page left open a while can hold an
 * "available" slot that has started since, and it is treated as expired too.
 */
export function effectiveStatus(slot: DoctorSlot, now: Date): SlotStatus {
  if (slot.status === 'available' && Date.parse(slot.start_time) <= now.getTime()) {
    return 'expired';
  }
  return slot.status;
}

const TITLES: Record<Exclude<SlotStatus, 'booked'>, string> = {
  available: slotsMessages.available,
  expired: slotsMessages.expired,
};

export function toDashboardEvent(slot: DoctorSlot, now: Date): DashboardEvent {
  const status = effectiveStatus(slot, now);
  return {
    id: slot.id,
    title: status === 'booked' ? clientName(slot) : TITLES[status],
    start: new Date(slot.start_time),
    end: new Date(slot.end_time),
    status,
    slot,
  };
}

/** Every slot of the answer (available, expired and booked) as events, earliest first. */
export function toDashboardEvents(data: DoctorSlotsResponse, now: Date): DashboardEvent[] {
  return [...data.available, ...data.booked]
    .map((slot) => toDashboardEvent(slot, now))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** react-big-calendar's eventPropGetter: the status colours. */
export function dashboardEventStyle(event: DashboardEvent) {
  const { background, text } = SLOT_COLOURS[event.status];
  return {
    className: `slot-${event.status}`,
    style: { backgroundColor: background, color: text, border: `1px solid ${background}` },
  };
}

interface DashboardDay {
  /** yyyy-mm-dd in the viewer's zone. */
  key: string;
  date: Date;
  events: DashboardEvent[];
}

function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Sorted events grouped by the local day they start on, days in order. */
export function groupDashboardEventsByDay(events: DashboardEvent[]): DashboardDay[] {
  const days: DashboardDay[] = [];
  for (const event of events) {
    const key = dayKey(event.start);
    const last = days[days.length - 1];
    if (last?.key === key) last.events.push(event);
    else days.push({ key, date: event.start, events: [event] });
  }
  return days;
}
