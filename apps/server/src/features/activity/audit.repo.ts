import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export async function insertAuditEntry(db: Db, values: typeof adminAuditLog.$inferInsert) {
  await db.insert(adminAuditLog).values(values);
}
