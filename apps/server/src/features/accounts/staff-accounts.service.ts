import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { Mail } from '../../lib/mailer';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { recordAudit, type AuditActor } from '../activity/audit.service';
import { passwordLinkMail } from './account-mails';
import { insertDoctorProfile, insertUser } from './accounts.repo';
import { issuePasswordLink, WELCOME_LINK_MINUTES } from './password-reset.service';

interface StaffAccountInput {
  role: 'doctor' | 'admin';
  email: string;
  name: string;
  password?: string | undefined;
  phone?: string | undefined;
  specialization?: string | undefined;
  description?: string | undefined;
  priceRupees?: number | undefined;
}

const commandLine: AuditActor = { id: null, name: messages.admin.actors.commandLine };

/**
 * Creates a therapist (with a listed profile) or an administrator, in one transaction with its
 * audit line (`by`: the administrator, else the command line): never an account without its
 * profile, never one the audit log misses. Without a password, the answer carries a one-time
 * link to set one, valid for three days.
 */
export async function createStaffAccount(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>,
  input: StaffAccountInput,
  by: AuditActor = commandLine,
  /** Given the set-password link in the account's transaction (to queue the welcome mail). */
  withLink?: (unit: UnitOfWork, link: string) => void,
): Promise<{ userId: string; setPasswordLink?: string }> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    const user = await insertUser(unit.db, {
      role: input.role,
      email: input.email,
      name: input.name,
      phone: input.phone ?? null,
      passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw new AppError(409, 'EMAIL_TAKEN', messages.accounts.emailTaken);
    if (input.role === 'doctor') {
      await insertDoctorProfile(unit.db, {
        userId: user.id,
        specialization: input.specialization ?? '',
        description: input.description ?? '',
        priceRupees: input.priceRupees ?? 1000,
      });
    }
    const isAdmin = input.role === 'admin';
    await recordAudit(ctx, unit, by, {
      action: isAdmin ? messages.admin.actions.adminAdded : messages.admin.actions.therapistAdded,
      targetType: isAdmin ? 'administrator' : 'therapist',
      targetId: user.id,
      targetLabel: `${input.name} <${input.email}>`,
    });
    if (passwordHash) return { userId: user.id };
    const setPasswordLink = await issuePasswordLink(ctx, unit.db, user, WELCOME_LINK_MINUTES);
    withLink?.(unit, setPasswordLink);
    return { userId: user.id, setPasswordLink };
  });
}

/** The welcome e-mail with the one-time link to set a first password (an admin's new therapist). */
export function welcomeMail(
  to: { email: string; name: string },
  link: string,
  publicUrl: string,
): Mail {
  return passwordLinkMail({
    to: to.email,
    name: to.name,
    link,
    validMinutes: WELCOME_LINK_MINUTES,
    purpose: 'welcome',
    // Staff sign in on their own page, which a client's "Login" link never shows them.
    signInUrl: `${publicUrl}/doctorLogin`,
  });
}
