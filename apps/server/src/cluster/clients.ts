/**
 * What the topology's load does as its clients would, through nginx: add a therapist's slots,
 * book one, open a socket that reconnects as the web app's does.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { doctorSlotsResponseSchema, SOCKET_RECONNECTION, SOCKET_TRANSPORTS } from '@solace/shared';
import type { ClusterPerson } from './people';

const bearer = (person: ClusterPerson) => ({
  authorization: `Bearer ${person.token}`,
  'content-type': 'application/json',
});

/**
 * `count` free 50-minute slots of `therapist`, an hour apart from `daysAhead` days ahead,
 * added in one request; their ids, in time order.
 */
export async function addSlotsThroughNginx(
  url: string,
  therapist: ClusterPerson,
  count: number,
  daysAhead = 3,
): Promise<string[]> {
  const first = Math.ceil(Date.now() / 3600_000) * 3600_000 + daysAhead * 24 * 3600_000;
  const slots = Array.from({ length: count }, (_, i) => {
    const start = first + i * 60 * 60_000;
    return {
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 50 * 60_000).toISOString(),
    };
  });
  const added = await fetch(`${url}/api/doctor/add-available-slots`, {
    method: 'POST',
    headers: bearer(therapist),
    body: JSON.stringify({ slots }),
  });
  if (added.status !== 200) throw new Error(`adding slots answered ${added.status}`);
  const own = doctorSlotsResponseSchema.parse(
    await (await fetch(`${url}/api/doctor/available-slots`, { headers: bearer(therapist) })).json(),
  );
  const ids = new Map(own.available.map((slot) => [slot.start_time, slot.id]));
  return slots.map((slot) => ids.get(slot.start_time)!);
}

/** `POST /api/bookings/create` of `slotId` for `client`; its status. */
export async function bookThroughNginx(
  url: string,
  client: ClusterPerson,
  therapist: ClusterPerson,
  slotId: string,
): Promise<number> {
  const res = await fetch(`${url}/api/bookings/create`, {
    method: 'POST',
    headers: bearer(client),
    body: JSON.stringify({ slotId, doctorId: therapist.id }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** A person's socket through nginx that reconnects as the web app's does. */
export function reconnectingSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: [...SOCKET_TRANSPORTS],
    forceNew: true,
    auth: { token },
    ...SOCKET_RECONNECTION,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
