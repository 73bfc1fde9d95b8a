import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appMessages,
  COUNSELLING_QUESTIONS,
  type ChatMessageAck,
  chatMessages,
} from '@solace/shared';
import { fakeSocket } from '../../test/fake-socket';
import { asha, stubApi } from '../../test/render';
import {
  chatMessage,
  conversation,
  conversationId,
  doctors,
  renderChat,
  therapist,
} from './test-chat';

beforeEach(() => fakeSocket.reset());

const patientApi = {
  '/chat/doctors': { body: doctors },
  '/chat/conversations': { body: [] },
  // Asked whenever the open conversation shows the therapist's messages.
  [`POST /chat/conversations/${conversationId}/read`]: { body: { success: true, unread: 0 } },
};

const row = (name: RegExp) => screen.getByRole('button', { name });
const messageBox = () => screen.getByRole('textbox', { name: chatMessages.askQuestion });
const sendButton = () => screen.getByRole('button', { name: chatMessages.send });
const history = () => screen.getByRole('list', { name: `Messages with ${therapist.name}` });

/** Opens the page as Asha and answers the first history request with `page`. */
async function openChat(page = [chatMessage('rao', 'How are you feeling today?', 5)]) {
  renderChat();
  await screen.findByRole('heading', { name: therapist.name });
  act(() => fakeSocket.emit('previousMessages', page));
}

function answer(index: number, ack: ChatMessageAck) {
  act(() => fakeSocket.sentAs('chatMessage')[index]!.ack!(ack));
}

describe('live chat, as a patient', () => {
  it("shows the spec's Doctors panel; only online therapists can be chosen, the first is", async () => {
    stubApi(patientApi);
    renderChat();
    const panel = within(await screen.findByRole('region', { name: chatMessages.doctorsTitle }));
    expect(await panel.findByText('2')).toBeTruthy();
    expect(panel.getByText('online')).toBeTruthy();

    const offline = row(/Dr\. Arjun Mehta/);
    expect(offline.getAttribute('aria-disabled')).toBe('true');
    expect(offline.textContent).toContain('Addiction');
    expect(offline.textContent).toContain(chatMessages.offline);
    expect(row(/Dr\. Kavya Iyer/).getAttribute('aria-disabled')).toBeNull();

    // The first online therapist is selected, and the history asked for with the spec's pair.
    const header = await screen.findByRole('heading', { name: therapist.name });
    expect(header.closest('section')!.textContent).toContain(chatMessages.online);
    expect(row(/Dr\. Meera Rao/).getAttribute('aria-current')).toBe('true');
    expect(fakeSocket.sentAs('getPreviousMessages')[0]!.payload).toEqual({
      userId: asha.id,
      doctorId: therapist.id,
    });
    act(() => fakeSocket.emit('previousMessages', []));
    expect(await screen.findByText(chatMessages.startConsultation(therapist.name))).toBeTruthy();
    // The page's own socket is the app's one: opened once, with the session token.
    expect(fakeSocket.connections).toBe(1);
    expect(fakeSocket.token).toBe('token-1');
  });

  it('says when no therapist can be chosen', async () => {
    stubApi({ ...patientApi, '/chat/doctors': { body: [{ ...doctors[0]!, online: false }] } });
    renderChat();
    expect(await screen.findByText(chatMessages.selectDoctor)).toBeTruthy();
    expect(fakeSocket.sentAs('getPreviousMessages')).toHaveLength(0);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('puts our messages on the right as You and theirs on the left, with relative times', async () => {
    stubApi({ ...patientApi, '/chat/conversations': { body: [conversation('asha')] } });
    await openChat([
      chatMessage('asha', 'I slept badly.\nAgain.', 150),
      chatMessage('rao', 'Tell me more.', 5),
      chatMessage('rao', '<b>not bold</b>', 0),
    ]);
    const items = within(history()).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.sender)).toEqual(['me', 'other', 'other']);
    expect(items[0]!.textContent).toBe(`${chatMessages.you}I slept badly.\nAgain.2h ago`);
    expect(items[1]!.textContent).toBe(`${therapist.name}Tell me more.5m ago`);
    // Text stays text.
    expect(items[2]!.textContent).toContain('<b>not bold</b>Just now');
    expect(items[2]!.querySelector('b')).toBeNull();
    expect(getComputedStyle(items[0]!).alignItems).toBe('flex-end');
    expect(getComputedStyle(items[1]!).alignItems).toBe('flex-start');
  });

  it('offers five counselling questions, the label and the hint; Send waits for text', async () => {
    stubApi(patientApi);
    const user = userEvent.setup();
    await openChat();
    const suggested = within(screen.getByRole('region', { name: chatMessages.suggestedTitle }));
    // Counselling, not medication and tests, unless the therapist offers those (issue 22).
    expect(suggested.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      ...COUNSELLING_QUESTIONS,
    ]);
    // Not for emergencies: the crisis line sits under the message box, numbers a phone calls.
    const crisis = screen.getByRole('note', { name: appMessages.crisisLineLabel });
    expect(crisis.textContent).toBe(chatMessages.notForEmergencies);
    expect(within(crisis).getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
    expect(screen.getByText(chatMessages.hint)).toBeTruthy();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(messageBox(), '   ');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(fakeSocket.sentAs('chatMessage')).toHaveLength(0);

    await user.click(suggested.getByRole('button', { name: COUNSELLING_QUESTIONS[1] }));
    expect((messageBox() as HTMLTextAreaElement).value).toBe(COUNSELLING_QUESTIONS[1]);
    expect(document.activeElement).toBe(messageBox());
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends on Enter, adds a line on Shift+Enter, and shows the message at once', async () => {
    stubApi(patientApi);
    const user = userEvent.setup();
    await openChat();
    await user.type(messageBox(), 'Hello{Shift>}{Enter}{/Shift}doctor');
    expect((messageBox() as HTMLTextAreaElement).value).toBe('Hello\ndoctor');
    expect(fakeSocket.sentAs('chatMessage')).toHaveLength(0);
    await user.keyboard('{Enter}');

    const [sent] = fakeSocket.sentAs('chatMessage');
    expect(sent!.payload).toMatchObject({
      text: 'Hello\ndoctor',
      receiverId: therapist.id,
      userId: asha.id,
      name: asha.name,
      role: 'patient',
    });
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
    const mine = within(history()).getAllByRole('listitem').at(-1)!;
    expect(mine.dataset.sender).toBe('me');
    expect(within(mine).getByRole('img', { name: 'Sending' })).toBeTruthy();

    // The push to every tab and the acknowledgement are one message, shown once.
    const { clientId } = sent!.payload as { clientId: string };
    const stored = chatMessage('asha', 'Hello\ndoctor');
    act(() => fakeSocket.emit('chatMessage', { ...stored, clientId }));
    expect(within(history()).queryByRole('img', { name: 'Sending' })).toBeNull();
    answer(0, { ok: true, message: stored, clientId });
    const items = within(history()).getAllByRole('listitem');
    expect(items.filter((item) => item.textContent?.includes('Hello\ndoctor'))).toHaveLength(1);
    expect(within(history()).queryByRole('img', { name: 'Sending' })).toBeNull();

    // The Send button sends too.
    await user.type(messageBox(), 'And one more');
    await user.click(sendButton());
    expect(fakeSocket.sentAs('chatMessage')[1]!.payload).toMatchObject({ text: 'And one more' });
  });

  it("announces the therapist's new message politely and shows it on the left", async () => {
    stubApi(patientApi);
    await openChat([]);
    act(() => fakeSocket.emit('chatMessage', chatMessage('rao', 'Good morning')));
    const item = await within(history()).findByText('Good morning');
    expect(item.closest('li')!.dataset.sender).toBe('other');
    const live = document.querySelector('[aria-live="polite"]')!;
    // The announcement follows the message's render (an effect): on a busy machine, a moment later.
    await waitFor(() =>
      expect(live.textContent).toBe(`${chatMessages.newMessage(therapist.name)}: Good morning`),
    );
  });

  it('queues a message while disconnected and sends it, with fresh history, on reconnect', async () => {
    stubApi(patientApi);
    const user = userEvent.setup();
    await openChat();
    act(() => fakeSocket.drop());
    expect(await screen.findByText(chatMessages.reconnecting)).toBeTruthy();
    await user.type(messageBox(), 'Are you there?{Enter}');
    expect(fakeSocket.sentAs('chatMessage')).toHaveLength(0);
    expect(within(history()).getByText('Are you there?')).toBeTruthy();

    act(() => fakeSocket.reconnect());
    expect(fakeSocket.sentAs('chatMessage')[0]!.payload).toMatchObject({ text: 'Are you there?' });
    expect(fakeSocket.sentAs('getPreviousMessages')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(chatMessages.reconnecting)).toBeNull());
    // What arrived meanwhile comes with the fresh page; nothing shown before is lost.
    const missed = chatMessage('rao', 'I wrote while you were away', 1);
    act(() => fakeSocket.emit('previousMessages', [missed]));
    expect(within(history()).getByText('How are you feeling today?')).toBeTruthy();
    expect(within(history()).getByText('I wrote while you were away')).toBeTruthy();
  });

  it('marks a refused message as not sent, with Retry, and shows chat errors', async () => {
    stubApi(patientApi);
    const user = userEvent.setup();
    await openChat();
    await user.type(messageBox(), 'Too fast{Enter}');
    // The server pushes the refusal and answers with it: said once, on the message.
    const refusal = { error: chatMessages.tooFast, code: 'CHAT_RATE_LIMITED' };
    act(() => fakeSocket.emit('chatError', refusal));
    answer(0, { ok: false, ...refusal });
    expect(await screen.findByText(`${chatMessages.failed} ${chatMessages.tooFast}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: chatMessages.retry }));
    expect(fakeSocket.sentAs('chatMessage')).toHaveLength(2);
    expect(fakeSocket.sentAs('chatMessage')[1]!.payload).toMatchObject({ text: 'Too fast' });

    act(() => fakeSocket.emit('chatError', { error: chatMessages.notAllowed, code: 'X' }));
    expect((await screen.findByRole('alert')).textContent).toContain(chatMessages.notAllowed);
  });

  it('keeps its own failed send with Retry when another tab sends the same words', async () => {
    stubApi(patientApi);
    const user = userEvent.setup();
    await openChat([]);
    await user.type(messageBox(), 'Thank you{Enter}');
    const [sent] = fakeSocket.sentAs('chatMessage');
    const { clientId } = sent!.payload as { clientId: string };
    // The same words sent from another tab of Asha's: stored, pushed here with that tab's id.
    const fromOtherTab = chatMessage('asha', 'Thank you', 0, { clientId: 'another-tab-1' });
    act(() => fakeSocket.emit('chatMessage', fromOtherTab));
    expect(clientId).not.toBe('another-tab-1');
    expect(within(history()).getByRole('img', { name: 'Sending' })).toBeTruthy();

    // This tab's own send is refused: it stays, with Retry, beside the other tab's message.
    answer(0, { ok: false, error: chatMessages.tooFast, code: 'CHAT_RATE_LIMITED' });
    expect(await screen.findByText(`${chatMessages.failed} ${chatMessages.tooFast}`)).toBeTruthy();
    expect(within(history()).getAllByText('Thank you')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: chatMessages.retry }));
    expect(fakeSocket.sentAs('chatMessage')[1]!.payload).toMatchObject({
      text: 'Thank you',
      clientId,
    });

    // Its own push (its id) stands for it: shown once, no longer pending.
    const stored = chatMessage('asha', 'Thank you', 0, { clientId });
    act(() => fakeSocket.emit('chatMessage', stored));
    expect(within(history()).getAllByText('Thank you')).toHaveLength(2);
    expect(within(history()).queryByRole('img', { name: 'Sending' })).toBeNull();
    expect(screen.queryByRole('button', { name: chatMessages.retry })).toBeNull();
  });

  it('follows presence, and says a message to an offline therapist is delivered later', async () => {
    stubApi(patientApi);
    await openChat();
    act(() => fakeSocket.emit('presence', { userId: therapist.id, online: false }));
    const header = screen.getByRole('heading', { name: therapist.name }).closest('section')!;
    await waitFor(() => expect(header.textContent).toContain(chatMessages.offline));
    expect(screen.getByText(chatMessages.offlineDelivery(therapist.name))).toBeTruthy();
    // The conversation stays open and writable.
    expect((messageBox() as HTMLTextAreaElement).disabled).toBe(false);

    act(() => fakeSocket.emit('presence', { userId: doctors[0]!.id, online: true }));
    await waitFor(() => expect(row(/Dr\. Arjun Mehta/).getAttribute('aria-disabled')).toBeNull());
  });

  it('shows the crisis lines at once when the server says the message held crisis words', async () => {
    stubApi(patientApi);
    const user = userEvent.setup();
    await openChat();
    await user.type(messageBox(), 'I want to end my life{Enter}');
    const stored = chatMessage('asha', 'I want to end my life');
    answer(0, { ok: true, message: stored, clientId: 'x', crisisLines: true });

    const heading = await screen.findByRole('heading', { name: chatMessages.crisisTitle });
    // It takes the focus once, so a screen reader reads it at once.
    expect(document.activeElement).toBe(heading);
    const notice = heading.closest('section')!;
    expect(notice.textContent).toContain(chatMessages.crisisBody);
    expect(within(notice).getByRole('link', { name: /14416/ }).getAttribute('href')).toBe(
      'tel:14416',
    );
    // Closed, it goes; the crisis line under the message box stays.
    await user.click(within(notice).getByRole('button', { name: chatMessages.crisisClose }));
    expect(screen.queryByRole('heading', { name: chatMessages.crisisTitle })).toBeNull();
    expect(screen.getAllByRole('link', { name: /14416/ }).length).toBeGreaterThan(0);
  });

  it('shows no crisis lines for an ordinary message', async () => {
    stubApi(patientApi);
    const user = userEvent.setup();
    await openChat();
    await user.type(messageBox(), 'See you Thursday{Enter}');
    answer(0, { ok: true, message: chatMessage('asha', 'See you Thursday'), clientId: 'x' });
    await waitFor(() =>
      expect(within(history()).queryByRole('img', { name: 'Sending' })).toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: chatMessages.crisisTitle })).toBeNull();
  });
});
