import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminReportsResponseSchema, auditLogResponseSchema, messages } from '@solace/shared';
import { adminAuditLog, users } from '../../db/schema';
import { api } from '../../test/api-helpers';
import { makePerson, SCENE_PASSWORD } from '../../test/authorization-scene';
import { useTestApp } from '../../test/test-app';
import { createStaffAccount } from '../accounts/staff-accounts.service';
import { fileReport, signedInAdmin } from './admin-test-kit';
import { ensureFirstAdmin } from './admin-accounts.service';

const a = messages.admin;

describe('administrators’ own accounts and the audit trail', () => {
  const ctx = useTestApp();
  const deleteOwn = (token: string) =>
    api(ctx.app).delete('/api/profile', { password: SCENE_PASSWORD }, token);
  const admins = async () =>
    (await ctx.app.ctx.db.select().from(users).where(eq(users.role, 'admin'))).map((u) => u.id);
  const log = async () =>
    (await ctx.app.ctx.db.select().from(adminAuditLog)).map((e) => [
      e.adminName,
      e.action,
      e.targetType,
      e.targetId,
    ]);

  it('refuses the last administrator’s deletion, and audits an administrator’s', async () => {
    const first = await makePerson(ctx.app, 'admin', 'First Admin');
    const refused = await deleteOwn(first.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN', error: messages.profile.lastAdmin });
    expect(await admins()).toEqual([first.id]);

    const second = await makePerson(ctx.app, 'admin', 'Second Admin');
    expect((await deleteOwn(first.token)).statusCode).toBe(200);
    expect(await admins()).toEqual([second.id]);
    expect(await log()).toEqual([
      ['First Admin', a.actions.adminDeleted, 'administrator', first.id],
    ]);
    expect((await deleteOwn(second.token)).json()).toMatchObject({ code: 'LAST_ADMIN' });
  });

  it('never leaves zero administrators when two delete their accounts at once', async () => {
    const both = [
      await makePerson(ctx.app, 'admin', 'Admin One'),
      await makePerson(ctx.app, 'admin', 'Admin Two'),
    ];
    const answers = await Promise.all(both.map((admin) => deleteOwn(admin.token)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await admins()).toHaveLength(1);
  });

  it('audits every administrator account made, by whom', async () => {
    await ensureFirstAdmin(ctx.app.ctx, 'boot.admin@example.com', 'boot-admin-password-1');
    const { userId } = await createStaffAccount(ctx.app.ctx, {
      role: 'admin',
      email: 'cli.admin@example.com',
      name: 'Cli Admin',
      password: 'cli-admin-password-1',
    });
    const labels = (await ctx.app.ctx.db.select().from(adminAuditLog)).map((e) => [
      e.adminName,
      e.action,
      e.targetType,
      e.targetLabel,
    ]);
    expect(labels).toEqual(
      expect.arrayContaining([
        [
          a.actors.startUp,
          a.actions.adminAdded,
          'administrator',
          'Administrator <boot.admin@example.com>',
        ],
        [
          a.actors.commandLine,
          a.actions.adminAdded,
          'administrator',
          'Cli Admin <cli.admin@example.com>',
        ],
      ]),
    );
    expect(labels).toHaveLength(2);
    expect(await admins()).toContain(userId);
  });

  it('adds a therapist and its audit line in one transaction', async () => {
    const { call } = await signedInAdmin(ctx.app);
    const db = ctx.app.ctx.db;
    // The audit line cannot be written: the therapist must not be there without it.
    await db.execute(sql`create or replace function refuse_audit() returns trigger
      language plpgsql as $$ begin raise exception 'audit refused'; end $$`);
    await db.execute(sql`create trigger refuse_audit before insert on admin_audit_log
      for each row execute function refuse_audit()`);
    try {
      const email = 'half.added@example.com';
      const res = await call('POST', '/api/admin/therapists', {
        name: 'Half Added',
        email,
        specialization: 'Grief',
        description: 'Never half there.',
        price: 900,
      });
      expect(res.statusCode).toBe(500);
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_audit on admin_audit_log`);
      await db.execute(sql`drop function refuse_audit()`);
    }
  });

  it('audits who downloads an attachment and who views a client’s sessions', async () => {
    const { admin, call } = await signedInAdmin(ctx.app);
    const patient = await makePerson(ctx.app, 'patient', 'Private Patient');
    const reference = await fileReport(ctx.app, 'reporter@example.com');
    const [report] = adminReportsResponseSchema.parse(
      (await call('GET', '/api/admin/reports')).json(),
    );
    const attachment = report!.attachments[0]!;
    const download = await call(
      'GET',
      `/api/admin/reports/${report!.id}/attachments/${attachment.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/clients/${patient.id}/bookings`)).statusCode).toBe(200);

    const entries = auditLogResponseSchema.parse(
      (await call('GET', '/api/admin/audit-log')).json(),
    );
    expect(entries.map((e) => [e.adminName, e.action, e.targetLabel, e.detail])).toEqual([
      [admin.name, a.actions.clientBookingsViewed, `Private Patient <${patient.email}>`, ''],
      [admin.name, a.actions.attachmentDownloaded, reference, attachment.name],
    ]);
  });
});
