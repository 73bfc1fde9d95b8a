import { messages, type LoginRequest, type LoginResponse, type Role } from '@solace/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getDecoyHash, verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from './accounts.repo';
import { createSession, toSessionUser } from './sessions.service';

/** Which login page serves which roles: clients on /login, staff on /doctorLogin. */
export type LoginPortal = 'client' | 'staff';
const portalRoles: Record<LoginPortal, Role[]> = {
  client: ['patient'],
  staff: ['doctor', 'admin'],
};

export async function logIn(
  db: Db,
  portal: LoginPortal,
  { email, password }: LoginRequest,
): Promise<LoginResponse> {
  const user = await findUserByEmail(db, email);
  // An unknown e-mail costs one hash check too, so timing does not tell which accounts exist.
  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
  if (!user || !user.passwordHash || !valid) {
    throw new AppError(401, 'INVALID_CREDENTIALS', messages.auth.invalidCredentials);
  }
  if (!portalRoles[portal].includes(user.role)) {
    const message =
      portal === 'client' ? messages.accounts.useTherapistLogin : messages.accounts.useClientLogin;
    throw new AppError(403, 'WRONG_LOGIN_PAGE', message);
  }
  const token = await createSession(db, user.id);
  return { token, user: toSessionUser(user) };
}
