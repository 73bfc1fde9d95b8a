/**
 * The signed-in account as the browser keeps it (spec point 3, "User session").
 * Kept here until `packages/shared` owns a session-user schema.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  avatar: string | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * Turns whatever was stored (or sent by the server) into a SessionUser, or null when it is not
 * a user at all. Older clients wrote the name as `Name`, so both spellings are read.
 */
export function toSessionUser(raw: unknown): SessionUser | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const id = text(record.id);
  if (!id) return null;
  const avatar = text(record.avatar);
  return {
    id,
    name: text(record.name) || text(record.Name),
    email: text(record.email),
    phone: text(record.phone),
    role: text(record.role),
    avatar: avatar || null,
  };
}
