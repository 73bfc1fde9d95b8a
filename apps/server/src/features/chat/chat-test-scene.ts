import type { FastifyInstance } from 'fastify';
import {
  createBookingResponseSchema,
  type ChatMessageAck,
  type SendChatMessage,
} from '@solace/shared';
import { api } from '../../test/api-helpers';
import { addFreeSlot, createPatient, signInDemoPeople } from '../../test/people';
import type { TestSocket } from '../../test/sockets';

/** The demo patient and both demo therapists, signed in, and a second patient (a stranger). */
export async function chatPeople(app: FastifyInstance) {
  const signedIn = await signInDemoPeople(app);
  const person = ({ token, user }: (typeof signedIn)['patient']) => ({
    id: user.id,
    name: user.name,
    token,
  });
  return {
    patient: person(signedIn.patient),
    doctor: person(signedIn.doctor),
    otherDoctor: person(signedIn.otherDoctor),
    stranger: await createPatient(app, 'Stranger Patient'),
  };
}

/** The chat's people, the patient with a session booked with the therapist a day ahead. */
export async function bookedChatPeople(app: FastifyInstance) {
  const people = await chatPeople(app);
  const slotId = await addFreeSlot(app, people.doctor.token, 24);
  const res = await api(app).post(
    '/api/bookings/create',
    { slotId, doctorId: people.doctor.id },
    people.patient.token,
  );
  return { ...people, booking: createBookingResponseSchema.parse(res.json()).booking };
}

/** Emits `chatMessage` and answers its acknowledgement. */
export function sendWithAck(socket: TestSocket, payload: SendChatMessage | unknown) {
  return new Promise<ChatMessageAck>((resolve) =>
    socket.emit('chatMessage', payload as SendChatMessage, resolve),
  );
}
