import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';

export function findAuditEntries(db: Db, limit: number) {
  return db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
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

/** `%` and `_` typed into the search box are searched for, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
