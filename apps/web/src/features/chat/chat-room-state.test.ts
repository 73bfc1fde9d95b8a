import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_PAGE_SIZE } from '@solace/shared';
import { emptyRoom, roomReducer, type PendingMessage } from './chat-room-state';
import { chatMessage, therapist } from './test-chat';

const rao = therapist.id;
const pending = (text: string, status: PendingMessage['status'] = 'sending'): PendingMessage => ({
  clientId: text,
  receiverId: rao,
  text,
  time: Date.now(),
  status,
});

describe('roomReducer', () => {
  it('merges history pages and pushes by id, oldest first', () => {
    const a = chatMessage('rao', 'a', 10);
    const b = chatMessage('asha', 'b', 5);
    let state = roomReducer(emptyRoom, { type: 'history', otherId: rao, messages: [b] });
    state = roomReducer(state, { type: 'received', otherId: rao, message: b, mine: true });
    state = roomReducer(state, { type: 'history', otherId: rao, messages: [a, b] });
    expect(state.threads[rao]!.messages.map((m) => m.text)).toEqual(['a', 'b']);
    expect(state.threads[rao]!.hasOlder).toBe(false);
  });

  it('expects older pages only after a full one', () => {
    const full = Array.from({ length: CHAT_HISTORY_PAGE_SIZE }, (_, i) =>
      chatMessage('rao', `${i}`),
    );
    let state = roomReducer(emptyRoom, { type: 'history', otherId: rao, messages: full });
    expect(state.threads[rao]!.hasOlder).toBe(true);
    state = roomReducer(state, {
      type: 'older',
      otherId: rao,
      messages: [chatMessage('rao', 'x')],
    });
    expect(state.threads[rao]!.hasOlder).toBe(false);
  });

  it('takes our pushed message for the pending send of its client id, not one of the same words', () => {
    let state = roomReducer(emptyRoom, { type: 'queued', message: pending('hi') });
    state = roomReducer(state, { type: 'queued', message: { ...pending('hi'), clientId: 'hi2' } });
    // Another tab's send of the same words, and a push with no id: neither is ours.
    for (const clientId of ['other-tab', undefined]) {
      const elsewhere = chatMessage('asha', 'hi', 0, { clientId });
      state = roomReducer(state, {
        type: 'received',
        otherId: rao,
        message: elsewhere,
        mine: true,
      });
    }
    expect(state.outbox.map((item) => item.clientId)).toEqual(['hi', 'hi2']);
    const stored = chatMessage('asha', 'hi', 0, { clientId: 'hi2' });
    state = roomReducer(state, { type: 'received', otherId: rao, message: stored, mine: true });
    expect(state.outbox.map((item) => item.clientId)).toEqual(['hi']);
    // Its acknowledgement arrives later: nothing doubles.
    state = roomReducer(state, { type: 'stored', clientId: 'hi2', otherId: rao, message: stored });
    expect(state.threads[rao]!.messages).toHaveLength(3);
    expect(state.outbox).toHaveLength(1);
  });

  it('fails, requeues and resends a message', () => {
    let state = roomReducer(emptyRoom, { type: 'queued', message: pending('x', 'queued') });
    state = roomReducer(state, { type: 'failed', clientId: 'x', error: 'Nope' });
    expect(state.outbox[0]).toMatchObject({ status: 'failed', error: 'Nope' });
    state = roomReducer(state, { type: 'requeued', clientId: 'x' });
    expect(state.outbox[0]).toMatchObject({ status: 'queued', error: undefined });
  });
});
