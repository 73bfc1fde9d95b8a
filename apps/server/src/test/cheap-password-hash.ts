import { hash } from '@node-rs/argon2';
import { ARGON2ID } from '../lib/passwords';

const hashes = new Map<string, Promise<string>>();

/**
 * The password of the accounts tests make by the hundred (the demo people, the authorization
 * scene's) hashed with argon2id at its lowest cost, once per process. Logging in verifies the
 * hash with the parameters it carries, so the login path is the production one; at the
 * production cost (19 MiB, two passes) each check took about 27 ms of CPU here, and the server
 * suite signs the demo people in some hundreds of times, three at a time. Sign-ups, password
 * changes and resets in tests still hash at the production cost (lib/passwords.ts).
 */
export function cheapPasswordHash(password: string): Promise<string> {
  let made = hashes.get(password);
  if (!made) {
    made = hash(password, { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    hashes.set(password, made);
  }
  return made;
}
