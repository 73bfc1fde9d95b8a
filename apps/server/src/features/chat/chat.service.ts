import { z } from 'zod';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_NOTIFY_EVERY_MS,
  CHAT_RATE_LIMIT,
  conversationPath,
  messages,
  withLanguage,
  type ChatMessage,
  type Conversation,
  type GetPreviousMessages,
  type Page,
  type Role,
} from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { toPage, type PageRequest } from '../../lib/paging';
import { inTransaction, type UnitOfWork } from '../../lib/unit-of-work';
import { hasBookingWith } from '../bookings/bookings.service';
import { notify } from '../notifications/notifications.service';
import { hasCrisisPhrase, raiseChatRiskSignal } from '../safety/safety.service';
import { queueMails } from '../outbox/outbox.service';
import { renderMail } from '../../lib/mail-layout';
import {
  claimMessageTime,
  findConversation,
  findConversationOf,
  findConversationsOf,
  findLastMessages,
  findMessages,
  findMessagesForExport,
  findPeople,
  hasMessageFrom,
  insertMessage,
  markConversationRead,
  openConversationRow,
  setNotifiedAt,
  totalUnread,
  unreadOf,
  type ConversationRow,
  findMessageSentAs,
  type MessageRow,
} from './chat.repo';

const m = messages.chat;
const NOTICE_PREVIEW_LENGTH = 140;

type Person = Awaited<ReturnType<typeof findPeople>>[number];
interface Pair {
  patient: Person;
  doctor: Person;
}
/** Who is asking: from the session, never from a payload. */
export interface Caller {
  id: string;
  role: Role;
}

const notAllowed = () => new AppError(403, 'CHAT_NOT_ALLOWED', m.notAllowed);
const notFound = () => new AppError(404, 'CONVERSATION_NOT_FOUND', m.noSuchConversation);
const isUuid = (value: unknown): value is string => z.uuid().safeParse(value).success;

function toChatMessage(row: MessageRow, conversation: ConversationRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    userId: row.senderId,
    name: row.name,
    text: row.body,
    avatar: row.avatar,
    time: row.sentAt.getTime(),
    role: row.role,
    receiverId:
      row.senderId === conversation.patientId ? conversation.doctorId : conversation.patientId,
  };
}

/** The caller and the other person as a patient–therapist pair; 404 unknown, 403 no pair. */
async function pairWith(ctx: AppContext, callerId: string, otherId: string) {
  if (!isUuid(otherId)) throw notFound();
  const people = await findPeople(ctx.db, [callerId, otherId]);
  const me = people.find((p) => p.id === callerId);
  const other = people.find((p) => p.id === otherId);
  if (!other) throw notFound();
  if (!me || me.id === other.id) throw notAllowed();
  if (me.role === 'patient' && other.role === 'doctor')
    return { me, other, patient: me, doctor: other };
  if (me.role === 'doctor' && other.role === 'patient')
    return { me, other, patient: other, doctor: me };
  throw notAllowed();
}

/**
 * A patient writes to any listed therapist (and goes on in a conversation they have); a
 * therapist writes to patients who wrote to them or who have a session with them. Nobody
 * writes to a deactivated account, whatever conversation there was: it is refused as a
 * therapist who is not listed is.
 */
async function mayWrite(ctx: AppContext, sender: Person, pair: Pair, existing?: ConversationRow) {
  const receiver = sender.id === pair.patient.id ? pair.doctor : pair.patient;
  if (!receiver.active) return false;
  if (sender.id === pair.patient.id) return pair.doctor.listed || existing !== undefined;
  if (existing && (await hasMessageFrom(ctx.db, existing.id, pair.patient.id))) return true;
  return hasBookingWith(ctx, pair.patient.id, pair.doctor.id);
}

/** A conversation the caller is part of; 404 for anyone else, as if it did not exist. */
async function ownConversation(ctx: AppContext, callerId: string, id: string) {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation || (conversation.patientId !== callerId && conversation.doctorId !== callerId))
    throw notFound();
  return conversation;
}

async function describeConversations(
  ctx: AppContext,
  callerId: string,
  rows: ConversationRow[],
): Promise<Conversation[]> {
  const otherIds = rows.map((c) => (c.patientId === callerId ? c.doctorId : c.patientId));
  const [people, online, last] = await Promise.all([
    findPeople(ctx.db, otherIds),
    ctx.realtime.onlineUsers(otherIds),
    findLastMessages(
      ctx.db,
      rows.map((c) => c.id),
    ),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const lastById = new Map(last.map((row) => [row.conversationId, row]));
  return rows.flatMap((c, index) => {
    const other = personById.get(otherIds[index]!);
    if (!other) return [];
    const lastRow = lastById.get(c.id);
    const { id, name, avatar, role, specialization } = other;
    return [
      {
        id: c.id,
        other: { id, name, avatar, role, specialization, online: online.has(id) },
        lastMessage: lastRow ? toChatMessage(lastRow, c) : null,
        unread: unreadOf(c, callerId),
        updatedAt: c.updatedAt.getTime(),
      },
    ];
  });
}

/** A page of the caller's conversations, the latest message first, with the other person. */
export async function listConversations(
  ctx: AppContext,
  caller: Caller,
  page: PageRequest,
): Promise<Page<Conversation>> {
  if (caller.role === 'admin') return { items: [], nextCursor: null };
  const { items, nextCursor } = toPage(
    await findConversationsOf(ctx.db, caller.id, caller.role, page),
    page.limit,
  );
  const rows = items.map((item) => item.row);
  return { items: await describeConversations(ctx, caller.id, rows), nextCursor };
}

/** Opens the conversation with this person, creating it when the caller may write to them. */
export async function openConversation(ctx: AppContext, callerId: string, withUserId: string) {
  const pair = await pairWith(ctx, callerId, withUserId);
  let conversation = await findConversationOf(ctx.db, pair.patient.id, pair.doctor.id);
  if (!conversation) {
    if (!(await mayWrite(ctx, pair.me, pair))) throw notAllowed();
    conversation = await openConversationRow(
      ctx.db,
      pair.patient.id,
      pair.doctor.id,
      ctx.clock.now(),
    );
  }
  const [described] = await describeConversations(ctx, callerId, [conversation]);
  return described!;
}

/**
 * A page of history, oldest first: the newest, or the one older than `page.after` (or than
 * message `before`); `nextCursor` names the page older still.
 */
export async function conversationMessages(
  ctx: AppContext,
  callerId: string,
  conversationId: string,
  page: PageRequest,
  before?: string,
): Promise<Page<ChatMessage>> {
  const conversation = await ownConversation(ctx, callerId, conversationId);
  const { items, nextCursor } = toPage(
    await findMessages(ctx.db, conversation.id, page, before),
    page.limit,
  );
  return {
    items: items.reverse().map((row) => toChatMessage(row, conversation)),
    nextCursor,
  };
}

/** Marks the conversation read for the caller; how many messages they have unread in all. */
export async function markRead(ctx: AppContext, callerId: string, conversationId: string) {
  const conversation = await ownConversation(ctx, callerId, conversationId);
  const side = conversation.patientId === callerId ? 'patient' : 'doctor';
  await markConversationRead(ctx.db, conversation.id, side);
  return totalUnread(ctx.db, callerId, side);
}

/**
 * `getPreviousMessages`: the newest page of the caller's conversation with the person named.
 * A patient names the therapist (`doctorId`), a therapist the patient (`userId`); a field naming
 * the caller is ignored, and a conversation is only ever looked up with the caller in it.
 */
export async function previousMessages(
  ctx: AppContext,
  caller: Caller,
  request: GetPreviousMessages,
) {
  const candidates =
    caller.role === 'doctor'
      ? [request.userId, request.doctorId]
      : [request.doctorId, request.userId];
  const otherId = candidates.find((id) => isUuid(id) && id !== caller.id);
  if (!otherId || caller.role === 'admin') return [];
  const [patientId, doctorId] =
    caller.role === 'doctor' ? [otherId, caller.id] : [caller.id, otherId];
  const conversation = await findConversationOf(ctx.db, patientId, doctorId);
  if (!conversation) return [];
  const rows = await findMessages(ctx.db, conversation.id, { limit: CHAT_HISTORY_PAGE_SIZE });
  return rows
    .slice(0, CHAT_HISTORY_PAGE_SIZE)
    .reverse()
    .map((row) => toChatMessage(row, conversation));
}

/**
 * A bell notification and an e-mail for someone away (issue 22, point 11: a client writes to
 * their therapist while the therapist is offline), at most one per conversation each
 * CHAT_NOTIFY_EVERY_MS: a burst of messages is one nudge, not one each. The message waits in
 * the conversation and arrives with its history when they are back.
 */
async function noticeForAway(
  ctx: AppContext,
  unit: UnitOfWork,
  conversation: ConversationRow,
  sender: Person,
  receiver: Person,
  text: string,
) {
  const receiverId = receiver.id;
  const side = receiverId === conversation.patientId ? 'patient' : 'doctor';
  const last = side === 'patient' ? conversation.patientNotifiedAt : conversation.doctorNotifiedAt;
  const now = ctx.clock.now();
  if (last && now.getTime() - last.getTime() < CHAT_NOTIFY_EVERY_MS) return;
  await setNotifiedAt(unit.db, conversation.id, side, now);
  const preview =
    text.length > NOTICE_PREVIEW_LENGTH ? `${text.slice(0, NOTICE_PREVIEW_LENGTH - 1)}…` : text;
  const url = `${ctx.config.publicUrl}${conversationPath(sender.id)}`;
  // In the receiver's language, whatever the sender's.
  const { notice, mail } = withLanguage(receiver.language, () => ({
    notice: {
      title: m.newMessage(sender.name),
      message: preview,
      // Opens that very conversation.
      link: conversationPath(sender.id),
    },
    mail: renderMail({
      to: receiver.email,
      subject: m.awayMail.subject(sender.name),
      paragraphs: [messages.mail.hello(receiver.name), m.awayMail.body(sender.name)],
      action: { label: m.awayMail.button, url, fallback: m.awayMail.fallback },
    }),
  }));
  await notify(ctx, unit, receiverId, notice);
  queueMails(ctx, unit, [mail]);
}

/** A stored message, and whether its sender should see the crisis lines at once. */
export interface SentMessage {
  message: ChatMessage;
  crisisLines: boolean;
}

/**
 * Stores a message from the caller and, once committed, delivers it to every tab of both
 * people. Refused (nothing stored) when too fast, not allowed or addressed to nobody known.
 * A client's message holding crisis words (features/safety/crisis-phrases.json) shows them the
 * crisis lines, and raises a risk signal in the same transaction when the therapist is away.
 */
export async function sendMessage(
  ctx: AppContext,
  senderId: string,
  input: { text: string; receiverId: string; clientId?: string },
): Promise<SentMessage> {
  const rate = await ctx.limiter.hit(`chat:${senderId}`, {
    limit: CHAT_RATE_LIMIT.messages,
    windowMs: CHAT_RATE_LIMIT.windowMs,
  });
  if (rate.exceeded) throw new AppError(429, 'CHAT_TOO_FAST', m.tooFast);
  // Looked up before the write (someone who connects meanwhile fetches the history anyway),
  // alongside the checks: asking the other instances never holds the message up for long, and
  // without Redis this instance answers alone (realtime.onlineUsers never fails).
  const online = ctx.realtime.onlineUsers([input.receiverId]);
  const pair = await pairWith(ctx, senderId, input.receiverId);
  const existing = await findConversationOf(ctx.db, pair.patient.id, pair.doctor.id);
  if (!(await mayWrite(ctx, pair.me, pair, existing))) throw notAllowed();
  const away = !(await online).has(pair.other.id);
  const crisisLines = pair.me.id === pair.patient.id && hasCrisisPhrase(input.text);
  const deliver = (message: ChatMessage) => {
    // The sender's tabs get the send's id back: the one that sent it takes it for its pending send.
    const own = input.clientId ? { ...message, clientId: input.clientId } : message;
    ctx.realtime.emitToUser(pair.me.id, 'chatMessage', own);
    ctx.realtime.emitToUser(pair.other.id, 'chatMessage', message);
  };
  // Sent again after a lost acknowledgement: the stored message is the answer, nothing is
  // stored, noticed or raised twice; it is pushed again (tabs merge messages by id), in case the
  // instance that stored it stopped before it could push it.
  const storedAlready = async (): Promise<SentMessage | undefined> => {
    const row = input.clientId && (await findMessageSentAs(ctx.db, senderId, input.clientId));
    if (!row) return undefined;
    const conversation = await findConversationOf(ctx.db, pair.patient.id, pair.doctor.id);
    // The id names another message (to someone else, or other words): not a resend of this one.
    // Refused, or that message would be handed to this receiver, and these words lost.
    if (conversation?.id !== row.conversationId || row.body !== input.text) {
      throw new AppError(409, 'VALIDATION_FAILED', messages.http.invalidInput);
    }
    return { message: toChatMessage(row, conversation), crisisLines };
  };
  const resent = await storedAlready();
  if (resent) {
    deliver(resent.message);
    return resent;
  }
  const sent = await inTransaction(ctx, async (unit) => {
    const conversation = await claimMessageTime(
      unit.db,
      pair.patient.id,
      pair.doctor.id,
      ctx.clock.now(),
    );
    const row = await insertMessage(unit.db, {
      conversationId: conversation.id,
      senderId,
      body: input.text,
      sentAt: conversation.updatedAt,
      clientId: input.clientId ?? null,
    });
    // The same message sent twice at once: the first stored it; this one changes nothing.
    if (!row) throw new SentMeanwhile();
    const { name, role, avatar } = pair.me;
    const message = toChatMessage({ ...row, name, role, avatar }, conversation);
    if (away) await noticeForAway(ctx, unit, conversation, pair.me, pair.other, input.text);
    if (away && crisisLines) {
      await raiseChatRiskSignal(ctx, unit, {
        client: pair.patient,
        therapist: pair.doctor,
        messageId: row.id,
      });
    }
    unit.afterCommit(() => deliver(message));
    return { message, crisisLines };
  }).catch((err: unknown) => {
    if (!(err instanceof SentMeanwhile)) throw err;
    return undefined;
  });
  return sent ?? (await storedAlready())!;
}

/** Rolls back a send whose clientId another send of the same message stored first. */
class SentMeanwhile extends Error {}

/** The user's conversations as their data export shows them: who wrote what, and when. */
export async function chatForExport(ctx: AppContext, userId: string) {
  const rows = await findMessagesForExport(ctx.db, userId);
  return rows.map((row) => ({
    conversationId: row.conversationId,
    from: row.name,
    text: row.body,
    sentAt: row.sentAt,
  }));
}
