import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { messages } from '@solace/shared';
import type { Db } from '../../db/client';
import { migrationsFolder } from '../../db/pglite-start';

/** Why an instance should get no traffic now: the keys of `messages.http.notReady`. */
export type NotReadyReason = keyof typeof messages.http.notReady;

/** When the newest migration this code knows was made: the journal's last entry (its `when`). */
function newestKnownMigration(): number {
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * The newest migration the database has applied: drizzle's migrator records each with the
 * journal's `when` as `created_at`, and applies those newer than its newest. 0 before any.
 */
async function newestAppliedMigration(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    select coalesce(max(created_at), 0)::bigint as "newest" from drizzle.__drizzle_migrations
  `)) as unknown as { rows: { newest: string | number }[] };
  return Number(result.rows[0]?.newest ?? 0);
}

/**
 * Whether this instance can serve (GET /api/ready, which load balancers poll): it has finished
 * starting and is not draining, its database answers and is migrated to this code's newest
 * migration, and Redis answers where REDIS_URL is set. Liveness is /api/health's.
 */
export class Readiness {
  private phase: 'starting' | 'serving' | 'draining' = 'starting';
  /** Once migrated, a database stays so: later checks are one `select 1`. */
  private migrated = false;
  private readonly newestKnown = newestKnownMigration();

  constructor(
    private readonly db: Db,
    /** Redis's state: undefined when none is configured. */
    private readonly redisUp: () => boolean | undefined,
  ) {}

  /** Started: everything is registered and the first connections made (Fastify's onReady). */
  serving(): void {
    if (this.phase === 'starting') this.phase = 'serving';
  }

  /** Shutting down: not ready from now on, whatever else holds. */
  drain(): void {
    this.phase = 'draining';
  }

  get draining(): boolean {
    return this.phase === 'draining';
  }

  /** Why not ready, or undefined when ready. One database round trip. */
  async notReadyBecause(): Promise<NotReadyReason | undefined> {
    if (this.phase !== 'serving') return this.phase;
    try {
      if (this.migrated) await this.db.execute(sql`select 1`);
      else if ((await newestAppliedMigration(this.db)) < this.newestKnown) return 'migrations';
      else this.migrated = true;
    } catch {
      // No migrations table is a database not migrated, not one that is away.
      return (await this.tableMissing()) ? 'migrations' : 'database';
    }
    if (this.redisUp() === false) return 'redis';
    return undefined;
  }

  private async tableMissing(): Promise<boolean> {
    try {
      const result = (await this.db.execute(
        sql`select to_regclass('drizzle.__drizzle_migrations') is null as "missing"`,
      )) as unknown as { rows: { missing: boolean }[] };
      return result.rows[0]?.missing === true;
    } catch {
      return false;
    }
  }
}
