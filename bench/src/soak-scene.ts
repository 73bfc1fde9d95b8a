/**
 * The soak's people (soak.ts): one client with a long history (thousands of appointments,
 * notifications and chat messages, as a client of some years has) and the therapists they talk
 * to, written before the server starts, in bulk by SQL so that seeding takes seconds.
 */
import {
  buildApp,
  createDoctorWithSession,
  createPatientWithSession,
  loadConfig,
  sql,
} from '@solace/server';
import type { Person } from './seed';

export interface SoakScene {
  client: Person;
  therapists: Person[];
  /** The client's conversations, one per therapist. */
  conversationIds: string[];
}

export const SOAK_COUNTS = {
  therapists: 8,
  /** Past appointments of the client, an hour apart. */
  appointments: 3000,
  notifications: 5000,
  /** Messages in each conversation. */
  messagesPerConversation: 1000,
};

export async function seedSoakScene(env: Record<string, string>): Promise<SoakScene> {
  const app = await buildApp(loadConfig(env));
  try {
    const { ctx } = app;
    const run = Date.now().toString(36);
    const client = await createPatientWithSession(ctx, {
      name: 'Soak Client',
      email: `soak.client.${run}@bench.example`,
    });
    const therapists: Person[] = [];
    for (let i = 0; i < SOAK_COUNTS.therapists; i += 1) {
      therapists.push(
        await createDoctorWithSession(ctx, {
          name: `Soak Therapist ${i + 1}`,
          email: `soak.therapist.${run}.${i}@bench.example`,
        }),
      );
    }
    const doctor = therapists[0]!.id;
    // Past sessions an hour apart (never overlapping for either side), every third cancelled.
    await ctx.db.execute(sql`
      insert into slots (doctor_id, start_time, end_time)
      select ${doctor}, now() - make_interval(hours => n + 24), now() - make_interval(hours => n + 24) + interval '15 minutes'
      from generate_series(1, ${SOAK_COUNTS.appointments}) as n`);
    await ctx.db.execute(sql`
      insert into bookings (slot_id, patient_id, doctor_id, client_name, client_email, start_time, end_time, status, room_id, cancelled_at, cancelled_by)
      select s.id, ${client.id}, s.doctor_id, 'Soak Client', 'soak@bench.example', s.start_time, s.end_time,
        case when row_number() over (order by s.start_time) % 3 = 0 then 'cancelled'::booking_status else 'booked'::booking_status end,
        gen_random_uuid()::text, null, null
      from slots s where s.doctor_id = ${doctor}`);
    await ctx.db.execute(sql`
      insert into notifications (user_id, title, message, link, read, created_at)
      select ${client.id}, 'Reminder ' || n, repeat('Your session is coming up. ', 4), '/appointments', n % 2 = 0,
        now() - make_interval(mins => n)
      from generate_series(1, ${SOAK_COUNTS.notifications}) as n`);
    const conversationIds: string[] = [];
    for (const therapist of therapists) {
      const rows = await ctx.db.execute<{ id: string }>(sql`
        insert into conversations (patient_id, doctor_id, created_at, updated_at)
        values (${client.id}, ${therapist.id}, now() - interval '400 days', now() - interval '1 minute')
        returning id`);
      const id = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
      conversationIds.push(id);
      await ctx.db.execute(sql`
        insert into messages (conversation_id, sender_id, body, sent_at)
        select ${id}, case when n % 2 = 0 then ${client.id}::uuid else ${therapist.id}::uuid end,
          'Message ' || n || ': ' || repeat('how are you feeling today? ', 3),
          now() - make_interval(mins => n + 1)
        from generate_series(1, ${SOAK_COUNTS.messagesPerConversation}) as n`);
    }
    return { client, therapists, conversationIds };
  } finally {
    await app.close();
  }
}
