import { z } from 'zod';
import { clientEventSchemas, messages, type ChatError, type ChatMessageAck } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { RealtimeSocket } from '../../realtime';
import { previousMessages, sendMessage } from './chat.service';

/** What a refusal tells the client; internals never leave the server. */
function chatErrorOf(ctx: AppContext, err: unknown): ChatError {
  if (err instanceof AppError) return { error: err.message, code: err.code };
  if (err instanceof z.ZodError) {
    return {
      error: err.issues[0]?.message ?? messages.http.invalidInput,
      code: 'VALIDATION_FAILED',
    };
  }
  ctx.log.error({ err }, 'chat event failed');
  return { error: messages.connection.internal, code: 'INTERNAL' };
}

/** Tells every signed-in socket when a therapist comes online or goes offline. */
async function announcePresence(ctx: AppContext, userId: string) {
  const online = (await ctx.realtime.onlineUsers([userId])).has(userId);
  ctx.realtime.emitToAll('presence', { userId, online });
}

/**
 * The live chat's socket events. Who speaks is the socket's session (`socket.data`); every
 * payload is checked against the shared schema, and a bad one is answered with `chatError`.
 */
export function registerChatSocket(ctx: AppContext) {
  // One announcement at a time per therapist: each reads the state when it runs, so a slow
  // "online" from a connect can never land after the "offline" of the disconnect that followed.
  const announcing = new Map<string, Promise<void>>();
  const announceInTurn = (userId: string) => {
    const next = (announcing.get(userId) ?? Promise.resolve()).then(() =>
      announcePresence(ctx, userId),
    );
    const settled = next.catch(() => undefined);
    announcing.set(userId, settled);
    void settled.then(() => {
      if (announcing.get(userId) === settled) announcing.delete(userId);
    });
    return next;
  };
  // Therapists who have had a socket here: when instances were cut off from each other (Redis
  // away), their comings and goings may not have reached the others, so they are said again,
  // as they stand now, once the instances hear each other.
  const therapistsSeen = new Set<string>();
  ctx.realtime.onResync(() => {
    for (const userId of therapistsSeen) quietly(announceInTurn(userId));
  });
  const quietly = (work: Promise<unknown>) =>
    void work.catch((err: unknown) => ctx.log.debug({ err }, 'presence not announced'));
  ctx.realtime.onConnection((socket: RealtimeSocket) => {
    const { userId, role } = socket.data;
    if (role === 'doctor') therapistsSeen.add(userId);
    const refuse = (err: unknown, ack?: unknown) => {
      const error = chatErrorOf(ctx, err);
      socket.emit('chatError', error);
      if (typeof ack === 'function') (ack as (a: ChatMessageAck) => void)({ ok: false, ...error });
    };
    if (role === 'doctor') quietly(announceInTurn(userId));
    socket.on('disconnect', () => {
      if (role === 'doctor') quietly(announceInTurn(userId));
    });

    socket.on('getPreviousMessages', (payload: unknown) => {
      void (async () => {
        const request = clientEventSchemas.getPreviousMessages.parse(payload ?? {});
        socket.emit('previousMessages', await previousMessages(ctx, { id: userId, role }, request));
      })().catch((err: unknown) => refuse(err));
    });

    socket.on('chatMessage', (payload: unknown, ack?: unknown) => {
      void (async () => {
        const { text, receiverId, clientId } = clientEventSchemas.chatMessage.parse(payload);
        const { message, crisisLines } = await sendMessage(ctx, userId, {
          text,
          receiverId,
          clientId,
        });
        if (typeof ack === 'function') {
          const answer: ChatMessageAck = { ok: true, message, clientId };
          (ack as (a: ChatMessageAck) => void)(crisisLines ? { ...answer, crisisLines } : answer);
        }
      })().catch((err: unknown) => refuse(err, ack));
    });
  });
}
