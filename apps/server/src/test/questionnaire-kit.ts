import type { FastifyInstance } from 'fastify';
import { createBookingResponseSchema } from '@solace/shared';
import { api } from './api-helpers';
import type { signInDemoPeople } from './people';
import { addFreeSlot } from './people';

/** PHQ-9 answers scoring `total` spread over items 1 to 8, with `item9` on the last. */
export function phq9(total: number, item9 = 0): number[] {
  const answers = Array.from({ length: 9 }, () => 0);
  let left = total - item9;
  for (let i = 0; i < 8 && left > 0; i += 1) {
    answers[i] = Math.min(3, left);
    left -= answers[i]!;
  }
  answers[8] = item9;
  return answers;
}

/** The demo client's session with the demo therapist `hours` ahead: its booking. */
export async function bookDemoSession(
  app: FastifyInstance,
  people: Awaited<ReturnType<typeof signInDemoPeople>>,
  hours = 48,
) {
  const slotId = await addFreeSlot(app, people.doctor.token, hours);
  const res = await api(app).post(
    '/api/bookings/create',
    { slotId, doctorId: people.doctor.user.id },
    people.patient.token,
  );
  if (res.statusCode !== 200) throw new Error(`booking: ${res.body}`);
  return createBookingResponseSchema.parse(res.json()).booking;
}

export const answerPath = (bookingId: string) => `/api/bookings/${bookingId}/questionnaires`;
