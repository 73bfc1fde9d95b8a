import { sql } from 'drizzle-orm';
import type { Db } from './db/client';

/**
 * Rows of every list that grows with use, written in bulk by SQL (generate_series) rather than
 * through the API: the benchmark's growth table and the query-plan tests need thousands of them
 * in seconds. Each call adds `count` more rows to each list, older than those before it (rows
 * `offset + 1` to `offset + count`, one step apart going back from `base`), so a list can be
 * read at 100 rows and then again at 10,000 with the same newest page.
 */
interface ListOwners {
  /** Whose appointments, notifications and history grow; writes the growing conversation. */
  patientId: string;
  /** The therapist of those appointments and conversations; their conversation list grows. */
  doctorId: string;
  /** Named in the audit log entries. */
  adminId: string;
}

interface GrowthStep {
  count: number;
  /** How many rows of each list earlier calls added (0 for the first). */
  offset: number;
  /** The newest row's time; each row is one step older than the one before. */
  base: Date;
  /** Tells this run's extra patients apart from another run's (their e-mails are unique). */
  tag: string;
}

const STEP = "interval '1 second'";
/** Appointments half an hour apart (20 minutes long), so none overlaps another. */
const SESSION_STEP = "interval '30 minutes'";

export async function addListRows(db: Db, owners: ListOwners, step: GrowthStep): Promise<void> {
  const { patientId, doctorId, adminId } = owners;
  const first = step.offset + 1;
  const last = step.offset + step.count;
  const base = step.base.toISOString();
  const series = sql.raw(`generate_series(${first}, ${last}) as i`);
  const at = (unit: string) => sql.raw(`('${base}'::timestamptz - i * ${unit})`);
  const run = (query: ReturnType<typeof sql>) => db.execute(query);

  // Past appointments: a slot each, every fifth one cancelled.
  await run(sql`
    with new_slots as (
      insert into slots (doctor_id, start_time, end_time, created_at)
      select ${doctorId}, ${at(SESSION_STEP)}, ${at(SESSION_STEP)} + interval '20 minutes',
             ${at(SESSION_STEP)} - interval '7 days'
      from ${series}
      returning id, start_time, end_time
    )
    insert into bookings (slot_id, patient_id, doctor_id, client_name, client_email,
                          start_time, end_time, status, room_id, created_at)
    select s.id, ${patientId}, ${doctorId}, 'Growth Client', 'growth.client@bench.example',
           s.start_time, s.end_time,
           (case when row_number() over (order by s.start_time) % 5 = 0
                 then 'cancelled' else 'booked' end)::booking_status,
           'growth-' || s.id, s.start_time - interval '7 days'
    from new_slots s`);

  // One long conversation of the patient with the therapist, every message unread by them.
  await run(sql`
    insert into conversations (patient_id, doctor_id, created_at, updated_at)
    values (${patientId}, ${doctorId}, ${base}::timestamptz - interval '1 year', ${base}::timestamptz)
    on conflict (patient_id, doctor_id) do nothing`);
  await run(sql`
    insert into messages (conversation_id, sender_id, body, sent_at)
    select c.id, ${patientId}, 'Message ' || i, ${at(STEP)}
    from conversations c, ${series}
    where c.patient_id = ${patientId} and c.doctor_id = ${doctorId}`);

  // The therapist's other conversations: one new patient each, with one unread message.
  await run(sql`
    with people as (
      insert into users (email, name, role, created_at, updated_at)
      select 'growth.' || ${step.tag} || '.' || i || '@bench.example', 'Growth Patient ' || i,
             'patient', ${at(STEP)}, ${at(STEP)}
      from ${series}
      returning id, created_at
    ), talks as (
      insert into conversations (patient_id, doctor_id, created_at, updated_at)
      select id, ${doctorId}, created_at, created_at from people
      returning id, patient_id, updated_at
    )
    insert into messages (conversation_id, sender_id, body, sent_at)
    select id, patient_id, 'Hello', updated_at from talks`);

  await run(sql`
    insert into notifications (user_id, title, message, created_at)
    select ${patientId}, 'Notice ' || i, 'Growth notice', ${at(STEP)} from ${series}`);
  await run(sql`
    insert into activity_log (user_id, activity, created_at)
    select ${patientId}, 'Activity ' || i, ${at(STEP)} from ${series}`);
  await run(sql`
    insert into problem_reports (problem_type, description, email, priority, status,
                                 created_at, updated_at)
    select 'Bug', 'Report ' || i, 'growth.reporter@bench.example', 'Low', 'new',
           ${at(STEP)}, ${at(STEP)}
    from ${series}`);
  await run(sql`
    insert into admin_audit_log (admin_id, admin_name, action, target_type, target_id,
                                 target_label, created_at)
    select ${adminId}, 'Growth Admin', 'Deactivated', 'client', null, 'Client ' || i, ${at(STEP)}
    from ${series}`);
}

/** Fresh statistics for the planner after a bulk change (PGlite has no autovacuum). */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
