import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { findAuditEntries } from '../features/admin/admin.repo';
import { findActivityPage } from '../features/activity/activity.repo';
import { findDoctorSlotsBetween } from '../features/availability/availability.repo';
import { findPatientBookingPage } from '../features/bookings/bookings.repo';
import { findConversationsOf, findMessages } from '../features/chat/chat.repo';
import { findNotifications } from '../features/notifications/notifications.repo';
import { findReportPage } from '../features/reports/reports.repo';
import { findAccessLogPage } from '../features/consent/consent.repo';
import {
  findLatestResponses,
  findResponsePage,
} from '../features/questionnaires/questionnaires.repo';
import { addListRows, analyze } from '../list-fixtures';
import { sql } from 'drizzle-orm';
import { makePerson, useAppResetOnce } from '../test/authorization-scene';

/**
 * Cost that does not grow with the data, checked without a clock: each page of a growing list
 * is read through an index of its own order, so the plan has an index scan on the list's table
 * and no Sort node (a Sort reads every row of the list before it can answer the first).
 */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** The query's plan as the database would run it, with its real parameters. */
async function planOf(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  type Plan = { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] };
  // The pg pool under Drizzle (PGlite is reached through one too): EXPLAIN with real parameters.
  const client = (db as unknown as { $client: { query(t: string, p: unknown[]): Promise<Plan> } })
    .$client;
  const result = await client.query(`explain (format json) ${sql}`, params);
  return nodesOf(result.rows[0]!['QUERY PLAN'][0].Plan);
}

const DAY = 24 * 3600_000;

describe('the pages of growing lists are read through an index in their order', () => {
  const ctx = useAppResetOnce();
  const owners = { patientId: '', doctorId: '', adminId: '' };
  const base = new Date('2030-06-01T12:00:00Z');
  // Far past any first page: a cursor deep into the list.
  const deep = { at: '2030-05-31T12:00:00.000000Z', id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' };

  beforeAll(async () => {
    const [patient, doctor, admin] = await Promise.all([
      makePerson(ctx.app, 'patient', 'Plan Patient'),
      makePerson(ctx.app, 'doctor', 'Plan Doctor'),
      makePerson(ctx.app, 'admin', 'Plan Admin'),
    ]);
    Object.assign(owners, { patientId: patient.id, doctorId: doctor.id, adminId: admin.id });
    // Enough rows that reading them all and sorting would be a plan worth considering.
    await addListRows(ctx.app.ctx.db, owners, { count: 3000, offset: 0, base, tag: 'plans' });
    await addClinicalRows();
    await analyze(ctx.app.ctx.db);
  });
  // The placeholder records name a key no server has: the next file's server would refuse to
  // start on this database (as it should on a real one) if they stayed.
  afterAll(async () => {
    await db().execute(sql`delete from questionnaire_responses where key_id = 'plan'`);
  });

  const db = () => ctx.app.ctx.db;
  const cases: [string, string, () => { toSQL(): { sql: string; params: unknown[] } }][] = [
    ['a chat page', 'messages_history_idx', () => findMessagesOfGrowingTalk()],
    ['a chat page after a cursor', 'messages_history_idx', () => findMessagesOfGrowingTalk(deep)],
    [
      'a page of a client’s appointments',
      'bookings_patient_time_idx',
      () => findPatientBookingPage(db(), owners.patientId, { limit: 20 }, base),
    ],
    [
      'a later page of a client’s appointments (the admin console’s too)',
      'bookings_patient_time_idx',
      () => findPatientBookingPage(db(), owners.patientId, { limit: 50, after: deep }),
    ],
    [
      'a page of a therapist’s conversations',
      'conversations_doctor_time_idx',
      () => findConversationsOf(db(), owners.doctorId, 'doctor', { limit: 30 }),
    ],
    [
      'a later page of a therapist’s conversations',
      'conversations_doctor_time_idx',
      () => findConversationsOf(db(), owners.doctorId, 'doctor', { limit: 30, after: deep }),
    ],
    [
      'a page of notifications',
      'notifications_user_time_idx',
      () => findNotifications(db(), owners.patientId, { limit: 50, after: deep }),
    ],
    [
      'a page of history',
      'activity_log_user_time_idx',
      () => findActivityPage(db(), owners.patientId, { limit: 50, after: deep }),
    ],
    [
      'a page of reports',
      'problem_reports_created_idx',
      () => findReportPage(db(), {}, { limit: 50, after: deep }),
    ],
    [
      'a page of reports of one status',
      'problem_reports_status_created_idx',
      () => findReportPage(db(), { status: 'new' }, { limit: 50, after: deep }),
    ],
    [
      'a week of a therapist’s dashboard (issue 23: its slots in a range)',
      'slots_doctor_start_idx',
      () =>
        findDoctorSlotsBetween(db(), owners.doctorId, {
          from: new Date(base.getTime() - 20 * DAY),
          to: new Date(base.getTime() - 13 * DAY),
        }),
    ],
    [
      'a page of a client’s questionnaire results (issue 25)',
      'questionnaire_responses_client_idx',
      () => findResponsePage(db(), owners.patientId, 'phq9', { limit: 20, after: deep }),
    ],
    [
      'the latest scores beside the agenda’s sessions (issue 25)',
      'questionnaire_responses_client_idx',
      () => findLatestResponses(db(), [owners.patientId, owners.doctorId]),
    ],
    [
      'a page of a client’s access log (issue 25)',
      'clinical_access_log_client_idx',
      () => findAccessLogPage(db(), owners.patientId, { limit: 50, after: deep }),
    ],
    [
      'a page of the audit log',
      'admin_audit_log_time_idx',
      () => findAuditEntries(db(), { limit: 50, after: deep }),
    ],
  ];

  /**
   * A questionnaire answer before each of the client's bookings and as many lines in their access
   * log (the sealed columns hold placeholder bytes: only the plan is looked at).
   */
  async function addClinicalRows() {
    await db().execute(sql`
      insert into questionnaire_responses
        (id, booking_id, client_id, instrument, taken_at, key_id, wrapped_key, iv, ciphertext)
      select gen_random_uuid(), id, patient_id, 'phq9', start_time - interval '1 day',
        'plan', '\\x00', '\\x00', '\\x00'
      from bookings where patient_id = ${owners.patientId}`);
    await db().execute(sql`
      insert into clinical_access_log (id, client_id, reader_name, reader_role, what, at)
      select gen_random_uuid(), ${owners.patientId}, 'Plan Doctor', 'doctor',
        'questionnaire_results:phq9', ${base.toISOString()}::timestamptz - g * interval '1 hour'
      from generate_series(1, 3000) g`);
  }

  let conversationId = '';
  function findMessagesOfGrowingTalk(after?: typeof deep) {
    return findMessages(db(), conversationId, { limit: 50, after });
  }

  it.each(cases)('%s: an index scan of %s, no Sort', async (_name, index, query) => {
    if (!conversationId) {
      const [talk] = await findConversationsOf(db(), owners.patientId, 'patient', { limit: 1 });
      conversationId = talk!.id;
    }
    const nodes = await planOf(db(), query());
    const types = nodes.map((n) => n['Node Type']);
    expect(types).not.toContain('Sort');
    expect(types).not.toContain('Incremental Sort');
    const scan = nodes.find((n) => n['Index Name'] === index);
    expect(scan?.['Node Type'], JSON.stringify(types)).toMatch(/^Index (Only )?Scan$/);
  });
});
