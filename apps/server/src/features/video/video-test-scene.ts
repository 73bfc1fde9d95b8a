import type { FastifyInstance } from 'fastify';
import { createBookingResponseSchema, type JoinRoomAck } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { addFreeSlot, createPatient, signInDemoPeople } from '../../test/people';
import type { TestSocket } from '../../test/sockets';

/**
 * The demo patient's booking with the first demo therapist, starting `hoursAhead` from the app's
 * now (50 minutes long), and everyone a test needs: both people, a stranger patient and the
 * other therapist, signed in.
 */
export async function bookedRoom(app: FastifyInstance, hoursAhead = 0.1) {
  const people = await signInDemoPeople(app);
  const slotId = await addFreeSlot(app, people.doctor.token, hoursAhead);
  const res = await api(app).post(
    '/api/bookings/create',
    { slotId, doctorId: people.doctor.user.id },
    people.patient.token,
  );
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.body}`);
  const { booking } = createBookingResponseSchema.parse(res.json());
  const person = ({ token, user }: (typeof people)['patient']) => ({
    id: user.id,
    name: user.name,
    token,
  });
  return {
    booking,
    roomId: booking.roomId,
    patient: person(people.patient),
    doctor: person(people.doctor),
    otherDoctor: person(people.otherDoctor),
    stranger: await createPatient(app, 'Stranger Patient'),
  };
}

/** Emits an event with an acknowledgement and answers it. */
export function ask<T>(socket: TestSocket, event: string, payload: unknown): Promise<T> {
  return new Promise<T>((resolve) =>
    (socket as unknown as { emit: (...args: unknown[]) => void }).emit(event, payload, resolve),
  );
}

export const joinRoom = (socket: TestSocket, roomId: string) =>
  ask<JoinRoomAck>(socket, 'join-room', { roomId });
