import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { insertDoctorProfile, insertUser } from './accounts.repo';
import { issuePasswordLink, WELCOME_LINK_MINUTES } from './password-reset.service';

export interface StaffAccountInput {
  role: 'doctor' | 'admin';
  email: string;
  name: string;
  password?: string | undefined;
  phone?: string | undefined;
  specialization?: string | undefined;
  description?: string | undefined;
  priceRupees?: number | undefined;
}

/**
 * Creates a therapist (with a listed profile) or an administrator. Without a password, the
 * answer carries a one-time link to set one, valid for three days.
 */
export async function createStaffAccount(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  input: StaffAccountInput,
): Promise<{ userId: string; setPasswordLink?: string }> {
  const user = await insertUser(ctx.db, {
    role: input.role,
    email: input.email,
    name: input.name,
    phone: input.phone ?? null,
    passwordHash: input.password ? await hashPassword(input.password) : null,
  });
  if (!user) throw new AppError(409, 'EMAIL_TAKEN', messages.accounts.emailTaken);
  if (input.role === 'doctor') {
    await insertDoctorProfile(ctx.db, {
      userId: user.id,
      specialization: input.specialization ?? '',
      description: input.description ?? '',
      priceRupees: input.priceRupees ?? 1000,
    });
  }
  if (input.password) return { userId: user.id };
  return {
    userId: user.id,
    setPasswordLink: await issuePasswordLink(ctx, user, WELCOME_LINK_MINUTES),
  };
}
