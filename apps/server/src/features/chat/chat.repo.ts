import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, conversations, doctorProfiles, users } from '../../db/schema';
import { cursorTime, olderThan, type PageRequest } from '../../lib/paging';

export type ConversationRow = typeof conversations.$inferSelect;

/** A person's avatar: their own picture, else a therapist's profile image. */
const avatar = sql<string | null>`coalesce(${users.avatar}, ${doctorProfiles.image})`;

/**
 * The people a chat names, with what a chat shows of them. The e-mail is for the away mail
 * only: contact details never leave the server.
 */
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
      email: users.email,
      timeZone: users.timeZone,
      language: users.language,
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

/**
 * Stores a message; undefined when its sender stored one under the same `clientId` already (a
 * resend racing the first send: the unique index decides).
 */
export async function insertMessage(db: Db, values: typeof chatMessages.$inferInsert) {
  const [row] = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
    .returning();
  return row;
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
 * One page of a conversation, newest first (`limit + 1` rows, see toPage), through
 * messages_history_idx (conversation_id, sent_at DESC, id DESC): an index scan that stops after
 * the page, however long the conversation. With `beforeId`, the messages older than that one
 * (none when it is not a message of this conversation).
 */
export function findMessages(db: Db, conversationId: string, page: PageRequest, beforeId?: string) {
  const cursor = sql`(select ${chatMessages.sentAt}, ${chatMessages.id} from ${chatMessages} where ${chatMessages.id} = ${beforeId ?? null} and ${chatMessages.conversationId} = ${conversationId})`;
  return db
    .select({ ...sender, cursorAt: cursorTime(chatMessages.sentAt) })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        beforeId ? sql`(${chatMessages.sentAt}, ${chatMessages.id}) < ${cursor}` : undefined,
        olderThan(chatMessages.sentAt, chatMessages.id, page.after),
      ),
    )
    .orderBy(desc(chatMessages.sentAt), desc(chatMessages.id))
    .limit(page.limit + 1);
}

/**
 * The newest message of each of these conversations: one index probe per conversation
 * (a lateral LIMIT 1), not a scan of all their messages.
 */
export async function findLastMessages(db: Db, conversationIds: string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const latest = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(sql`${chatMessages.conversationId} = c.id`)
    .orderBy(desc(chatMessages.sentAt), desc(chatMessages.id))
    .limit(1);
  const ids = sql`(select l.id from unnest(${sql.param(conversationIds)}::uuid[]) as c(id) cross join lateral (${latest}) l)`;
  return messagesWithSender(db).where(sql`${chatMessages.id} in ${ids}`);
}

/** The user's side of a conversation: a patient's by patient_id, a therapist's by doctor_id. */
type Side = 'patient' | 'doctor';
const sideColumn = (side: Side) =>
  side === 'patient' ? conversations.patientId : conversations.doctorId;

/**
 * A page of the user's conversations, the latest message first (`limit + 1` rows), through
 * conversations_<side>_time_idx. Each row carries the side's unread count (a kept counter).
 */
export function findConversationsOf(db: Db, userId: string, side: Side, page: PageRequest) {
  return db
    .select({
      row: conversations,
      id: conversations.id,
      cursorAt: cursorTime(conversations.updatedAt),
    })
    .from(conversations)
    .where(
      and(
        eq(sideColumn(side), userId),
        olderThan(conversations.updatedAt, conversations.id, page.after),
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(page.limit + 1);
}

/** The unread count of the user's side of a conversation (kept by migration 0019's trigger). */
export function unreadOf(row: ConversationRow, userId: string): number {
  return row.patientId === userId ? row.patientUnread : row.doctorUnread;
}

/** How many messages the user has unread in all their conversations: a sum of counters. */
export async function totalUnread(db: Db, userId: string, side: Side): Promise<number> {
  const unread = side === 'patient' ? conversations.patientUnread : conversations.doctorUnread;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${unread}), 0)::int` })
    .from(conversations)
    .where(eq(sideColumn(side), userId));
  return Number(row?.total ?? 0);
}

/**
 * Marks everything in the conversation read for one side, up to its latest message, and zeroes
 * that side's unread count: the row lock orders this against a message being sent, so the mark
 * and the count always describe the same messages.
 */
export async function markConversationRead(db: Db, id: string, side: Side) {
  await db
    .update(conversations)
    .set(
      side === 'patient'
        ? { patientReadAt: sql`${conversations.updatedAt}`, patientUnread: 0 }
        : { doctorReadAt: sql`${conversations.updatedAt}`, doctorUnread: 0 },
    )
    .where(eq(conversations.id, id));
}

/** The message a sender stored under their own id for it, if any (a resend after a lost ack). */
export async function findMessageSentAs(db: Db, senderId: string, clientId: string) {
  const [row] = await messagesWithSender(db).where(
    and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)),
  );
  return row;
}

export type MessageRow = Awaited<
  ReturnType<ReturnType<typeof messagesWithSender>['where']>
>[number];

const mine = (userId: string) =>
  or(eq(conversations.patientId, userId), eq(conversations.doctorId, userId));

/** Every message of the user's conversations, oldest first, for their data export. */
export function findMessagesForExport(db: Db, userId: string) {
  return messagesWithSender(db)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(mine(userId))
    .orderBy(chatMessages.conversationId, chatMessages.sentAt, chatMessages.id);
}

/** Therapists (of `ids`) who offer their clients the spec's medical questions. */
export async function findMedicalQuestionDoctors(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: doctorProfiles.userId })
    .from(doctorProfiles)
    .where(and(inArray(doctorProfiles.userId, ids), eq(doctorProfiles.medicalQuestions, true)));
  return new Set(rows.map((row) => row.id));
}

/** The therapist's choice of questions; false when they have no profile row. */
export async function setMedicalQuestions(db: Db, doctorId: string, on: boolean) {
  const [row] = await db
    .update(doctorProfiles)
    .set({ medicalQuestions: on })
    .where(eq(doctorProfiles.userId, doctorId))
    .returning({ medicalQuestions: doctorProfiles.medicalQuestions });
  return row?.medicalQuestions ?? false;
}
