import {
  activeLanguage,
  isLanguage,
  ROLES,
  viewerTimeZone,
  type Role,
  type SessionUser,
} from '@solace/shared';

export type { SessionUser };

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * Turns whatever was stored (or sent by the server) into a SessionUser, or null when it is not
 * a user at all. Older clients wrote the name as `Name` and the role as 'client'; both are read
 * ('client' and 'patient' are one role).
 */
export function toSessionUser(raw: unknown): SessionUser | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const id = text(record.id);
  if (!id) return null;
  const role = ROLES.find((known): known is Role => known === record.role);
  return {
    id,
    name: text(record.name) || text(record.Name),
    email: text(record.email),
    phone: text(record.phone) || null,
    role: role ?? 'patient',
    avatar: text(record.avatar) || null,
    // Stored before accounts kept a zone: the browser's own until the server says otherwise.
    timeZone: text(record.timeZone) || viewerTimeZone(),
    // Stored before accounts kept a language: the page's until the server says otherwise.
    language: isLanguage(record.language) ? record.language : activeLanguage(),
  };
}
