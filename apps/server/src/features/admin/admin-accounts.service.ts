import {
  messages,
  type AdminBooking,
  type AdminClient,
  type DeactivationPreview,
  type Page,
  type SessionUser,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { PageRequest } from '../../lib/paging';
import { inTransaction } from '../../lib/unit-of-work';
import { requestPasswordReset } from '../accounts/password-reset.service';
import { revokeOtherSessions } from '../accounts/sessions.service';
import { createStaffAccount } from '../accounts/staff-accounts.service';
import { patientBookingsPage } from '../bookings/appointment-lists.service';
import { cancelUpcomingBookingsOf, upcomingBookingsOf } from '../bookings/bookings.service';
import { setTherapistListed } from '../catalog/therapist-profiles.service';
import { audit } from './admin-audit.service';
import { findAccount, searchClients, setDeactivatedAt } from './admin.repo';

const a = messages.admin;
const CLIENTS_SHOWN = 100;
type AccountRole = 'patient' | 'doctor';
const targetType = (role: AccountRole) => (role === 'doctor' ? 'therapist' : 'client');
const notFound = () => new AppError(404, 'USER_NOT_FOUND', a.notFound);

/**
 * Deactivates (`active` false) or reactivates a client or a therapist, in one transaction, with
 * its audit line. Deactivated, the account cannot sign in, every session ends and its sockets
 * close once committed, its upcoming sessions are cancelled the normal way (the other side is
 * notified and e-mailed), and a therapist leaves the public lists and chat. Reactivated, a
 * therapist is listed again.
 */
export async function setAccountActive(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  role: AccountRole,
  active: boolean,
): Promise<void> {
  await inTransaction(ctx, async (unit) => {
    const account = await setDeactivatedAt(unit.db, id, role, active ? null : ctx.clock.now());
    if (!account) throw notFound();
    if (role === 'doctor') await setTherapistListed(unit, id, active);
    if (!active) {
      await cancelUpcomingBookingsOf(ctx, unit, id, admin);
      await revokeOtherSessions(ctx, unit, id);
    }
    await audit(ctx, unit, admin, {
      action: active ? a.actions.reactivated : a.actions.deactivated,
      targetType: targetType(role),
      targetId: id,
      targetLabel: `${account.name} <${account.email}>`,
    });
  });
}

/** A name's first word: the console shows a therapist's clients by first name only. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * What deactivating the account would cancel, for the console to ask before it does: the
 * upcoming sessions, soonest first, each with the other person (a client by first name).
 */
export async function deactivationPreview(
  ctx: AppContext,
  id: string,
  role: AccountRole,
): Promise<DeactivationPreview> {
  if (!(await findAccount(ctx.db, id, role))) throw notFound();
  const upcoming = await upcomingBookingsOf(ctx, ctx.db, id);
  return {
    sessions: upcoming.map((b) => ({
      start_time: b.startTime.toISOString(),
      end_time: b.endTime.toISOString(),
      withName: role === 'doctor' ? firstName(b.patientName) : b.doctorName,
    })),
  };
}

export async function findClients(ctx: AppContext, text?: string): Promise<AdminClient[]> {
  const rows = await searchClients(ctx.db, text, CLIENTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    active: row.deactivatedAt === null,
  }));
}

/**
 * A page of a client's sessions, newest first: when, with whom and their state; never what was
 * said. Who looked is in the audit log (once, at the first page): whom a client sees is personal.
 */
export async function clientBookings(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  page: PageRequest,
): Promise<Page<AdminBooking>> {
  const client = await findAccount(ctx.db, id, 'patient');
  if (!client) throw notFound();
  if (!page.after) {
    await inTransaction(ctx, (unit) =>
      audit(ctx, unit, admin, {
        action: a.actions.clientBookingsViewed,
        targetType: 'client',
        targetId: id,
        targetLabel: `${client.name} <${client.email}>`,
      }),
    );
  }
  return patientBookingsPage(ctx, id, page);
}

/** Sends the client the usual password reset e-mail (its own limits apply), and logs it. */
export async function sendClientResetLink(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
): Promise<void> {
  const client = await findAccount(ctx.db, id, 'patient');
  if (!client) throw notFound();
  await requestPasswordReset(ctx, { email: client.email }, `admin:${admin.id}`);
  await inTransaction(ctx, (unit) =>
    audit(ctx, unit, admin, {
      action: a.actions.resetLink,
      targetType: 'client',
      targetId: id,
      targetLabel: `${client.name} <${client.email}>`,
    }),
  );
}

/**
 * The first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, made once: an existing account
 * with that address is left as it is.
 */
export async function ensureFirstAdmin(
  ctx: AppContext,
  email: string | undefined,
  password: string | undefined,
): Promise<void> {
  if (!email || !password) return;
  try {
    await createStaffAccount(
      ctx,
      { role: 'admin', email, name: 'Administrator', password },
      { id: null, name: a.actors.startUp },
    );
    ctx.log.info('administrator account created from ADMIN_EMAIL');
  } catch (err) {
    if (err instanceof AppError && err.code === 'EMAIL_TAKEN') return;
    throw err;
  }
}
