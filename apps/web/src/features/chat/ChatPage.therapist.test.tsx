import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { chatMessages } from '@solace/shared';
import { fakeSocket } from '../../test/fake-socket';
import { testId } from '../../test/ids';
import { asha, stubApi, writesSent } from '../../test/render';
import { chatMessage, conversation, conversationId, renderChat, therapist } from './test-chat';

beforeEach(() => fakeSocket.reset());

const ravi = { ...conversation('rao').other, id: testId(102), name: 'Ravi Kumar' };
const older = conversation('rao', {
  id: testId(602),
  other: ravi,
  lastMessage: chatMessage('rao', 'See you Monday.', 600, { receiverId: ravi.id }),
  updatedAt: Date.now() - 86_400_000,
});
const newest = conversation('rao', {
  unread: 2,
  lastMessage: chatMessage('asha', 'Can we talk?', 3),
  updatedAt: Date.now() - 3 * 60_000,
});
const readPath = `POST /chat/conversations/${conversationId}/read`;
const read = { body: { success: true, unread: 0 } };
/** The therapist's page reads their suggested-questions choice for its switch (off by default). */
const questionChoice = { '/chat/question-choice': { body: { medicalQuestions: false } } };

/** The page as a hidden or a visible tab (jsdom's is always visible). */
function setTabVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

// The files of a worker share one document (test/setup.ts): the next one gets jsdom's own tab.
afterEach(() => Reflect.deleteProperty(document, 'visibilityState'));

describe('live chat, as a therapist', () => {
  it('lists Patients newest first with unread counts, and answers with no suggestions', async () => {
    const fetchMock = stubApi({
      '/chat/conversations': { body: [newest, older] },
      [readPath]: read,
      ...questionChoice,
    });
    const user = userEvent.setup();
    // The tab starts hidden, so nothing is read before the list is looked at (a visible tab
    // reads the newest conversation as soon as it opens, which a busy runner may beat).
    setTabVisible(false);
    onTestFinished(() => setTabVisible(true));
    renderChat(therapist);
    const panel = within(await screen.findByRole('region', { name: chatMessages.patientsTitle }));
    const rows = await panel.findAllByRole('button');
    await waitFor(() =>
      expect(rows.map((row) => row.textContent)).toEqual([
        `AAshaCan we talk?2${'2 unread'}`,
        'RKRavi KumarSee you Monday.',
      ]),
    );
    act(() => setTabVisible(true));

    // The newest conversation opens, named the spec's way round: the patient is userId.
    expect(await screen.findByRole('heading', { name: asha.name })).toBeTruthy();
    expect(fakeSocket.sentAs('getPreviousMessages')[0]!.payload).toEqual({
      userId: asha.id,
      doctorId: therapist.id,
    });
    // Opened and visible: read, on the server and in the list.
    await waitFor(() =>
      expect(writesSent(fetchMock)).toEqual([
        { method: 'POST', url: `/api${readPath.slice(5)}`, body: undefined },
      ]),
    );
    await waitFor(() => expect(rows[0]!.textContent).not.toContain('unread'));

    expect(screen.queryByRole('region', { name: chatMessages.suggestedTitle })).toBeNull();
    // Their own clients' suggestions are theirs to switch: the counselling ones, unless turned on.
    const medical = await screen.findByRole('switch', {
      name: chatMessages.medicalQuestionsSwitch,
    });
    expect((medical as HTMLInputElement).checked).toBe(false);
    const box = screen.getByRole('textbox', { name: chatMessages.typeResponse });
    act(() => fakeSocket.emit('previousMessages', [chatMessage('asha', 'Can we talk?', 3)]));
    await user.type(box, 'Of course.{Enter}');
    expect(fakeSocket.sentAs('chatMessage')[0]!.payload).toMatchObject({
      text: 'Of course.',
      receiverId: asha.id,
      role: 'doctor',
    });
    // The patient's messages are theirs (left); ours are labelled You.
    const items = within(screen.getByRole('list', { name: `Messages with ${asha.name}` }));
    expect(items.getByText('Can we talk?').closest('li')!.dataset.sender).toBe('other');
    expect(items.getByText('Of course.').closest('li')!.textContent).toContain(chatMessages.you);
  });

  it("opens a booked patient's conversation from Start Chat (?with=)", async () => {
    const fetchMock = stubApi({
      '/chat/conversations': { body: [older] },
      'POST /chat/conversations': { body: conversation('rao') },
      ...questionChoice,
    });
    renderChat(therapist, `/liveChat?with=${asha.id}`);
    expect(await screen.findByRole('heading', { name: asha.name })).toBeTruthy();
    expect(writesSent(fetchMock)).toEqual([
      { method: 'POST', url: '/api/chat/conversations', body: { withUserId: asha.id } },
    ]);
    expect(screen.getByRole('button', { name: /Asha/ }).getAttribute('aria-current')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('textbox', { name: chatMessages.typeResponse }),
      ),
    );
    act(() => fakeSocket.emit('previousMessages', []));
    expect(await screen.findByText(chatMessages.startConsultation(asha.name))).toBeTruthy();
  });

  it('says when no patient has written yet', async () => {
    stubApi({ '/chat/conversations': { body: [] }, ...questionChoice });
    renderChat(therapist);
    expect(await screen.findByText(chatMessages.noPatients)).toBeTruthy();
  });
});
