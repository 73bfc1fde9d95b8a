import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createBookingResponseSchema } from '@solace/shared';
import { MasterKeyring } from '../features/records/records.service';
import { api } from './api-helpers';
import { addFreeSlot } from './people';
import { answerPath, phq9 } from './questionnaire-kit';
import { TEST_RECORDS_KEY } from './records-key';

interface Therapist {
  token: string;
  user: { id: string };
}

export const notePath = (bookingId: string) => `/api/doctor/bookings/${bookingId}/note`;

/** The key ring the test apps run with (RECORDS_KEY = TEST_RECORDS_KEY). */
export const testKeyring = () =>
  new MasterKeyring({ setting: 'RECORDS_KEY', keys: [Buffer.from(TEST_RECORDS_KEY, 'base64')] });

/** A session of the client with the therapist `hours` ahead, booked over the API: its id. */
export async function bookSession(
  app: FastifyInstance,
  therapist: Therapist,
  clientToken: string,
  hours = 48,
): Promise<string> {
  const slotId = await addFreeSlot(app, therapist.token, hours);
  const res = await api(app).post(
    '/api/bookings/create',
    { slotId, doctorId: therapist.user.id },
    clientToken,
  );
  if (res.statusCode !== 200) throw new Error(`booking: ${res.body}`);
  return createBookingResponseSchema.parse(res.json()).booking.id;
}

/**
 * A client's whole clinical record of one session: a PHQ-9 answered before it with item 9 at 1
 * (score 12, "moderate": a risk signal too), and the therapist's note `noteText`, signed, with
 * one addendum. Answers the booking's id.
 */
export async function sessionWithRecords(
  app: FastifyInstance,
  therapist: Therapist,
  clientToken: string,
  noteText: string,
  hours = 48,
): Promise<string> {
  const client = api(app);
  const bookingId = await bookSession(app, therapist, clientToken, hours);
  const answered = await client.post(
    answerPath(bookingId),
    { instrument: 'phq9', answers: phq9(12, 1), difficulty: 2 },
    clientToken,
  );
  if (answered.statusCode !== 201) throw new Error(`answers: ${answered.body}`);
  const path = notePath(bookingId);
  const steps = [
    () =>
      client.put(
        path,
        { template: 'free', version: 0, sections: { text: noteText } },
        therapist.token,
      ),
    () => client.post(`${path}/sign`, { version: 1 }, therapist.token),
    () => client.post(`${path}/addenda`, { text: `${noteText} (addendum)` }, therapist.token),
  ];
  for (const step of steps) {
    const res = await step();
    if (res.statusCode !== 200) throw new Error(`note: ${res.body}`);
  }
  return bookingId;
}

/** How many rows of the table match `where`. */
export async function countRows(app: FastifyInstance, table: string, where = sql`true`) {
  const result = (await app.ctx.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** Rows of a table matching `where`, each row as PostgreSQL prints it (bytea in hex). */
export async function rowsAsText(app: FastifyInstance, table: string, where = sql`true`) {
  const result = (await app.ctx.db.execute(
    sql`select t::text as row from ${sql.identifier(table)} t where ${where}`,
  )) as unknown as { rows: { row: string }[] };
  return result.rows.map((r) => r.row);
}

/** Whether the text holds `plain` as text or as the hex of its bytes (a bytea in the clear). */
export function holds(text: string, plain: string): boolean {
  return text.includes(plain) || text.includes(Buffer.from(plain, 'utf8').toString('hex'));
}
