import { randomBytes } from 'node:crypto';
import { messages, type LoginRequest, type LoginResponse, type Role } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { getDecoyHash, verifyPassword } from '../../lib/passwords';
import type { ThrottleRule } from '../../lib/rate-limiter';
import { inTransaction } from '../../lib/unit-of-work';
import { recordActivity } from '../activity/activity.service';
import { findUserByEmail, updateUserSettings } from './accounts.repo';
import { createSession, hashToken, toSessionUser } from './sessions.service';
import {
  forgetPlacesOf,
  forgetPlacesUnusedSince,
  isTrusted,
  rememberPlace,
} from './trusted-sign-ins.repo';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Every login attempt from one address: room for an office behind one address, not a spray. */
const ADDRESS_RULE: ThrottleRule = {
  free: 30,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  quietMs: 15 * MINUTE,
};
/** Failures on one account from places it has never signed in from (strangers). */
const STRANGER_RULE: ThrottleRule = {
  free: 5,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  quietMs: 15 * MINUTE,
};
/** Failures on one account from a device or address it has signed in from before. */
const KNOWN_PLACE_RULE: ThrottleRule = {
  free: 10,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  quietMs: 15 * MINUTE,
};

/** The device cookie: a random id that tells this browser has signed in to an account before. */
export const DEVICE_COOKIE = 'solace_device';
const DEVICE_TOKEN_PATTERN = /^[\w-]{43}$/;

/** Which login page serves which roles: clients on /login, staff on /doctorLogin. */
export type LoginPortal = 'client' | 'staff';
const portalRoles: Record<LoginPortal, Role[]> = {
  client: ['patient'],
  staff: ['doctor', 'admin'],
};

/** Where an attempt comes from: the client address and the device cookie, if any. */
export interface SignInPlace {
  address: string;
  deviceToken: string | undefined;
}

/** The browser's own device token, or a new one when it has none (or a malformed one). */
export function deviceTokenFor(place: SignInPlace): string {
  return place.deviceToken && DEVICE_TOKEN_PATTERN.test(place.deviceToken)
    ? place.deviceToken
    : randomBytes(32).toString('base64url');
}

type PlaceKey = ReturnType<typeof placeKeys>['device' | 'address'];

function placeKeys(deviceToken: string, clientAddress: string) {
  return {
    device: { kind: 'device' as const, keyHash: hashToken(deviceToken) },
    address: { kind: 'address' as const, keyHash: hashToken(clientAddress) },
  };
}

/** Remembers this device and address as places the account signs in from. */
export async function rememberSignInPlace(
  db: Parameters<typeof rememberPlace>[0],
  userId: string,
  deviceToken: string,
  clientAddress: string,
  now: Date,
): Promise<void> {
  const { device, address } = placeKeys(deviceToken, clientAddress);
  await rememberPlace(db, userId, device, now);
  await rememberPlace(db, userId, address, now);
}

/**
 * After a new password, no device or address keeps the generous allowance it earned with the
 * old one: if the old password leaked, whoever used it earned that trust too, and must not keep
 * it to guess the new one. Only `keep` (the place that just proved the password) stays trusted.
 */
export async function trustOnly(
  db: Parameters<typeof rememberPlace>[0],
  userId: string,
  now: Date,
  keep?: { deviceToken: string; address: string },
): Promise<void> {
  await forgetPlacesOf(db, userId);
  if (keep) await rememberSignInPlace(db, userId, keep.deviceToken, keep.address, now);
}

function tooMany(retryAfterMs: number): AppError {
  return new AppError(429, 'TOO_MANY_LOGINS', messages.accounts.tooManyLogins, undefined, {
    'retry-after': String(Math.ceil(retryAfterMs / SECOND)),
  });
}

/**
 * Which allowance an attempt spends. A browser the account has signed in from (a known device
 * cookie) is checked first and spends only its own, so nothing strangers do from the owner's
 * address keeps the owner out. Everything else spends the address's allowance first; then a
 * known address has its own per-account allowance, keyed by the address alone: a new or forged
 * device cookie is no place of its own, or a stranger could buy a fresh allowance with each one.
 */
async function allowanceFor(
  ctx: AppContext,
  userId: string | undefined,
  email: string,
  device: PlaceKey,
  address: PlaceKey,
): Promise<{ key: string; rule: ThrottleRule; addressKey?: string }> {
  if (userId && (await isTrusted(ctx.db, userId, [device]))) {
    return { key: `login-device:${userId}:${device.keyHash}`, rule: KNOWN_PLACE_RULE };
  }
  const addressKey = `login-address:${address.keyHash}`;
  const byAddress = await ctx.limiter.attempt(addressKey, ADDRESS_RULE);
  if (!byAddress.allowed) {
    ctx.metrics.loginLimited('address');
    throw tooMany(byAddress.retryAfterMs);
  }
  return userId && (await isTrusted(ctx.db, userId, [address]))
    ? { key: `login-known:${userId}:${address.keyHash}`, rule: KNOWN_PLACE_RULE, addressKey }
    : { key: `login-stranger:${email.toLowerCase()}`, rule: STRANGER_RULE, addressKey };
}

/**
 * Logs in, after the attempt is counted (before the password is checked, so simultaneous
 * guesses cannot slip past the count): per client address, and per account. Strangers share
 * one allowance per account; a device or address the account has signed in from before has its
 * own, so strangers' failures never keep the owner out. Delays grow instead of a hard lock.
 */
export async function logIn(
  ctx: AppContext,
  portal: LoginPortal,
  { email, password, timeZone }: LoginRequest,
  place: SignInPlace,
): Promise<{ response: LoginResponse; deviceToken: string }> {
  const deviceToken = deviceTokenFor(place);
  const { device, address } = placeKeys(deviceToken, place.address);

  const user = await findUserByEmail(ctx.db, email);
  const allowance = await allowanceFor(ctx, user?.id, email, device, address);
  const byAccount = await ctx.limiter.attempt(allowance.key, allowance.rule);
  if (!byAccount.allowed) {
    ctx.metrics.loginLimited('account');
    throw tooMany(byAccount.retryAfterMs);
  }

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
  // Told only to whoever knows the password: a stranger learns nothing about the account.
  if (user.deactivatedAt) {
    throw new AppError(403, 'ACCOUNT_DEACTIVATED', messages.admin.deactivatedAccount);
  }
  await ctx.limiter.clear(allowance.key);
  if (allowance.addressKey) await ctx.limiter.refund(allowance.addressKey, ADDRESS_RULE);
  const token = await inTransaction(ctx, async (unit) => {
    const now = ctx.clock.now();
    await rememberSignInPlace(unit.db, user.id, deviceToken, place.address, now);
    await recordActivity(unit.db, user.id, messages.activity.login, now);
    // Times reach people in the zone they last signed in from (travel included).
    if (timeZone && timeZone !== user.timeZone) {
      await updateUserSettings(unit.db, user.id, { timeZone }, now);
    }
    return createSession(unit.db, user.id, now);
  });
  const signedInUser = toSessionUser({ ...user, timeZone: timeZone ?? user.timeZone });
  return { response: { token, user: signedInUser }, deviceToken };
}

/** Devices and addresses unused for this long are trusted no longer. */
const TRUSTED_PLACE_DAYS = 180;

export function forgetStalePlaces(ctx: AppContext): Promise<void> {
  const before = new Date(ctx.clock.now().getTime() - TRUSTED_PLACE_DAYS * 24 * 3600_000);
  return forgetPlacesUnusedSince(ctx.db, before);
}
