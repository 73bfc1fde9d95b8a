import type { FastifyInstance } from 'fastify';
import type { ChatMessageAck, SendChatMessage } from '@solace/shared';
import { createPatient, signInDemoPeople } from '../../test/people';
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

/** Emits `chatMessage` and answers its acknowledgement. */
export function sendWithAck(socket: TestSocket, payload: SendChatMessage | unknown) {
  return new Promise<ChatMessageAck>((resolve) =>
    socket.emit('chatMessage', payload as SendChatMessage, resolve),
  );
}
