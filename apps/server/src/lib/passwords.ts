import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
export const ARGON2ID = 2;

/** argon2id at OWASP's recommended floor: 19 MiB of memory, two passes, one lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of nothing anyone knows. Checking a password against it when an account does not
 * exist makes an unknown e-mail take as long as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
