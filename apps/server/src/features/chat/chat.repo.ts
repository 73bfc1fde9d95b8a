import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, conversations, doctorProfiles, users } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;

/** A person's avatar: their own picture, else a therapist's profile image. */
const avatar = sql<string | null>`coalesce(${users.avatar}, ${doctorProfiles.image})`;

/** The people a chat names, with what a chat shows of them; contact details never leave. */
export function findPeople(db: Db, ids: string[]) {
  return db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      avatar,
      specialization: sql<string>`coalesce(${doctorProfiles.specialization}, '')`,
      listed: sql<boolean>`coalesce(${doctorProfiles.listed}, false)`,
      active: sql<boolean>`${users.deactivatedAt} is null`,
    })
    .from(users)
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(inArray(users.id, ids));
}

export async function findConversation(db: Db, id: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function findConversationOf(db: Db, patientId: string, doctorId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.patientId, patientId), eq(conversations.doctorId, doctorId)));
  return row;
}

/** The pair's conversation, created when there is none (concurrent openers get the same one). */
export async function openConversationRow(db: Db, patientId: string, doctorId: string, now: Date) {
  await db
    .insert(conversations)
    .values({ patientId, doctorId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  return (await findConversationOf(db, patientId, doctorId))!;
}

/**
 * Creates or locks the pair's conversation for a new message and moves its time on: the
 * message's time, strictly after the one before, so that history has one order even when the
 * clock stands still or goes back. Concurrent senders of one conversation queue on the row.
 */
export async function claimMessageTime(db: Db, patientId: string, doctorId: string, now: Date) {
  const [row] = await db
    .insert(conversations)
    .values({ patientId, doctorId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [conversations.patientId, conversations.doctorId],
      set: {
        updatedAt: sql`greatest(excluded.updated_at, ${conversations.updatedAt} + interval '1 millisecond')`,
      },
    })
    .returning();
  return row!;
}

export async function insertMessage(db: Db, values: typeof chatMessages.$inferInsert) {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

export async function setNotifiedAt(db: Db, id: string, side: 'patient' | 'doctor', now: Date) {
  await db
    .update(conversations)
    .set(side === 'patient' ? { patientNotifiedAt: now } : { doctorNotifiedAt: now })
    .where(eq(conversations.id, id));
}

export async function hasMessageFrom(db: Db, conversationId: string, senderId: string) {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.senderId, senderId)),
    )
    .limit(1);
  return row !== undefined;
}

const sender = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  body: chatMessages.body,
  sentAt: chatMessages.sentAt,
  name: users.name,
  role: users.role,
  avatar,
};

function messagesWithSender(db: Db) {
  return db
    .select(sender)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, chatMessages.senderId));
}

/**
 * One page of a conversation, newest first; with `beforeId`, the messages older than that one
 * (none when it is not a message of this conversation).
 */
export function findMessages(db: Db, conversationId: string, limit: number, beforeId?: string) {
  const cursor = sql`(select ${chatMessages.sentAt}, ${chatMessages.id} from ${chatMessages} where ${chatMessages.id} = ${beforeId ?? null} and ${chatMessages.conversationId} = ${conversationId})`;
  return messagesWithSender(db)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        beforeId ? sql`(${chatMessages.sentAt}, ${chatMessages.id}) < ${cursor}` : undefined,
      ),
    )
    .orderBy(desc(chatMessages.sentAt), desc(chatMessages.id))
    .limit(limit);
}

/** The newest message of each of these conversations. */
export async function findLastMessages(db: Db, conversationIds: string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([chatMessages.conversationId], sender)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, chatMessages.senderId))
    .where(inArray(chatMessages.conversationId, conversationIds))
    .orderBy(chatMessages.conversationId, desc(chatMessages.sentAt), desc(chatMessages.id));
}

const mine = (userId: string) =>
  or(eq(conversations.patientId, userId), eq(conversations.doctorId, userId));

/** The user's conversations, the latest message first. */
export function findConversationsOf(db: Db, userId: string) {
  return db
    .select()
    .from(conversations)
    .where(mine(userId))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
}

/** Per conversation of the user: how many messages from the other person they have not read. */
export async function countUnread(db: Db, userId: string) {
  const readAt = sql`case when ${conversations.patientId} = ${userId} then ${conversations.patientReadAt} else ${conversations.doctorReadAt} end`;
  const rows = await db
    .select({ conversationId: conversations.id, unread: sql<number>`count(*)::int` })
    .from(conversations)
    .innerJoin(chatMessages, eq(chatMessages.conversationId, conversations.id))
    .where(
      and(
        mine(userId),
        ne(chatMessages.senderId, userId),
        sql`${chatMessages.sentAt} > coalesce(${readAt}, '-infinity'::timestamptz)`,
      ),
    )
    .groupBy(conversations.id);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

/** Marks everything in the conversation read for one side, up to its latest message. */
export async function markConversationRead(db: Db, id: string, side: 'patient' | 'doctor') {
  await db
    .update(conversations)
    .set(
      side === 'patient'
        ? { patientReadAt: sql`${conversations.updatedAt}` }
        : { doctorReadAt: sql`${conversations.updatedAt}` },
    )
    .where(eq(conversations.id, id));
}

export type MessageRow = Awaited<ReturnType<typeof findMessages>>[number];

/** Every message of the user's conversations, oldest first, for their data export. */
export function findMessagesForExport(db: Db, userId: string) {
  return messagesWithSender(db)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(mine(userId))
    .orderBy(chatMessages.conversationId, chatMessages.sentAt, chatMessages.id);
}
