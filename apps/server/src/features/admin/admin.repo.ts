import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';

/** A page of the audit log, newest first (index admin_audit_log_time_idx). */
export function findAuditEntries(db: Db, page: PageRequest) {
  return db
    .select({
      row: adminAuditLog,
      id: adminAuditLog.id,
      cursorAt: cursorTime(adminAuditLog.createdAt),
    })
    .from(adminAuditLog)
    .where(olderThan(adminAuditLog.createdAt, adminAuditLog.id, page.after))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(page.limit + 1);
}

type AccountRole = 'patient' | 'doctor';

/** Sets or clears an account's deactivation; undefined when no account of that role has the id. */
export async function setDeactivatedAt(db: Db, id: string, role: AccountRole, at: Date | null) {
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: at })
    .where(and(eq(users.id, id), eq(users.role, role)))
    .returning({ id: users.id, name: users.name, email: users.email });
  return row;
}

export async function findAccount(db: Db, id: string, role: AccountRole) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)));
  return row;
}

export function searchClients(db: Db, text: string | undefined, limit: number) {
  const pattern = text ? likePattern(text) : undefined;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'patient'),
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}
