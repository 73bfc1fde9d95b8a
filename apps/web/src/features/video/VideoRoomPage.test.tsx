import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouterProvider } from 'react-router';
import {
  authMessages,
  type VideoRoomMessage,
  type VideoRoomOpen,
  videoMessages,
} from '@solace/shared';
import { fakeSocket } from '../../test/fake-socket';
import { testId } from '../../test/ids';
import { LocationProbe, Wrapper, asha, authValue, renderAt, stubApi } from '../../test/render';
import { VideoRoomPage } from './VideoRoomPage';

beforeEach(() => fakeSocket.reset());

const m = videoMessages;
const roomId = 'room-abc_123';
const path = `/video-chat/${roomId}`;
const therapistId = testId(201);

const openRoom: VideoRoomOpen = {
  state: 'open',
  roomId,
  bookingId: testId(501),
  doctorId: therapistId,
  role: 'patient',
  otherName: 'Dr. Meera Rao',
  startTime: '2026-03-05T09:00:00.000Z',
  endTime: '2026-03-05T09:50:00.000Z',
  polite: true,
  iceServers: [],
  iceExpiresAt: null,
  messages: [
    {
      id: testId(701),
      roomId,
      senderId: therapistId,
      sender: 'Dr. Meera Rao',
      text: 'Welcome, Asha.',
      time: 1,
    },
  ],
};

/** The page at its route; anywhere else shows where the router went. */
function showRoom(auth = authValue('authenticated')) {
  return renderAt(<LocationProbe />, {
    path,
    auth,
    routes: [{ path: '/video-chat/:roomId', element: <VideoRoomPage /> }],
  });
}

/** The last `event` the page emitted. */
const lastSent = (event: string) => fakeSocket.sentAs(event).at(-1)!;

describe('the Virtual Consultation page', () => {
  it('refuses a room that is not the caller’s, with the spec’s title and tagline', async () => {
    stubApi({
      [`/video/${roomId}`]: {
        status: 404,
        body: { error: m.notAvailable, message: m.notAvailable, code: 'ROOM_NOT_FOUND' },
      },
    });
    showRoom();
    expect((await screen.findByRole('alert')).textContent).toContain(m.notAvailable);
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeTruthy();
    expect(screen.getByText(m.tagline)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.join })).toBeNull();
  });

  it('puts an early client in the waiting room, tells the therapist, and opens by itself', async () => {
    const now = Date.now();
    const startTime = new Date(now + 12 * 60_000).toISOString();
    const early = {
      state: 'early',
      opensAt: new Date(now + 2 * 60_000).toISOString(),
      role: 'patient',
      otherName: 'Dr. Meera Rao',
      startTime,
      endTime: new Date(now + 62 * 60_000).toISOString(),
    };
    const calls = stubApi({
      [`/video/${roomId}`]: { body: early },
      [`/video/${roomId}/arrived`]: { body: { told: true } },
    });
    showRoom();
    expect(await screen.findByRole('heading', { name: m.waitingRoomTitle })).toBeTruthy();
    expect(screen.getByText(m.inWaitingRoom('Dr. Meera Rao'))).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Starts in (11|12) min/);
    expect(screen.getByText(/^Session: .* \(.+\)$/)).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.mock.calls.some(
          ([url, init]) => init?.method === 'POST' && String(url).endsWith('/arrived'),
        ),
      ).toBe(true),
    );
  });

  it('shows a closed room’s chat to read afterwards', async () => {
    const mine = { ...openRoom.messages[0]!, id: testId(704), senderId: asha.id, text: 'Thanks!' };
    stubApi({
      [`/video/${roomId}`]: { body: { state: 'closed', messages: [openRoom.messages[0], mine] } },
    });
    showRoom();
    expect((await screen.findByRole('alert')).textContent).toContain(m.notAvailable);
    const transcript = screen.getByRole('region', { name: m.transcript });
    expect(transcript.textContent).toContain('Dr. Meera RaoWelcome, Asha.');
    expect(transcript.textContent).toContain(`${m.you}Thanks!`);
  });

  it('sends a signed-out visitor to the login, to come back afterwards', async () => {
    showRoom(authValue('unauthenticated'));
    expect((await screen.findByTestId('location')).textContent).toContain(
      `/login {"from":"${path}"}`,
    );
  });

  it('checks the devices, joins over the socket, chats and ends the consultation', async () => {
    stubApi({ [`/video/${roomId}`]: { body: openRoom } });
    const user = userEvent.setup();
    showRoom();

    // jsdom has no camera or microphone: the page says so and the chat still works.
    await screen.findByText(m.checkTitle);
    // The device check answers after the page is drawn (getUserMedia fails asynchronously).
    expect(await screen.findByText(m.noMedia)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.join }));

    await waitFor(() => expect(fakeSocket.sentAs('join-room')).toHaveLength(1));
    const joined = lastSent('join-room');
    expect(joined.payload).toEqual({ roomId });
    act(() => joined.ack!({ ok: true, polite: true, peerPresent: false, peerId: null }));
    expect(screen.getByRole('status').textContent).toContain(m.waiting('Therapist'));
    expect(screen.getByRole('figure', { name: m.therapist })).toBeTruthy();
    expect(screen.getByRole('figure', { name: m.you })).toBeTruthy();
    for (const label of [m.mute, m.videoOff, m.shareScreen]) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }

    const chat = screen.getByRole('region', { name: m.chatWith('Therapist') });
    expect(within(chat).getByText('Welcome, Asha.')).toBeTruthy();
    const box = within(chat).getByRole('textbox', { name: m.placeholder });
    expect(box.getAttribute('placeholder')).toBe(m.placeholder);
    await user.type(box, '   {Enter}');
    expect(fakeSocket.sentAs('send-message')).toHaveLength(0);
    expect(within(chat).getByRole('button', { name: m.send }).hasAttribute('disabled')).toBe(true);

    await user.clear(box);
    await user.type(box, 'Hello, doctor{Enter}');
    const sent = lastSent('send-message');
    expect(sent.payload).toEqual({ roomId, message: 'Hello, doctor' });
    const stored: VideoRoomMessage = {
      id: testId(702),
      roomId,
      senderId: asha.id,
      sender: asha.name,
      text: 'Hello, doctor',
      time: 2,
    };
    act(() => sent.ack!({ ok: true, message: stored }));
    const mine = await within(chat).findByText('Hello, doctor');
    expect(mine.closest('li')?.getAttribute('data-sender')).toBe('me');
    expect(mine.closest('li')?.textContent).toContain(m.you);
    expect((box as HTMLTextAreaElement).value).toBe('');

    act(() =>
      fakeSocket.emit('receive-message', {
        ...stored,
        id: testId(703),
        senderId: therapistId,
        sender: 'Dr. Meera Rao',
        text: 'I can hear you.',
      }),
    );
    const theirs = within(chat).getByText('I can hear you.').closest('li');
    expect(theirs?.getAttribute('data-sender')).toBe('other');

    // End Consultation asks first; staying keeps the call.
    await user.click(screen.getByRole('button', { name: m.end }));
    const dialog = await screen.findByRole('alertdialog', { name: m.confirmEndTitle });
    await user.click(within(dialog).getByRole('button', { name: m.keepTalking }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fakeSocket.sentAs('leave-room')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: m.end }));
    const again = await screen.findByRole('alertdialog', { name: m.confirmEndTitle });
    await user.click(within(again).getByRole('button', { name: m.end }));
    expect(lastSent('leave-room').payload).toEqual({ roomId, ended: true });
    const ended = await screen.findByRole('region', { name: m.endedTitle });
    expect(within(ended).getByText(m.youEnded)).toBeTruthy();
    // This session (March 2026) is long over: its room has closed, so no Rejoin.
    expect(within(ended).queryByRole('button', { name: m.rejoin })).toBeNull();
    expect(within(ended).getByRole('link', { name: m.bookNext }).getAttribute('href')).toBe(
      `/bookings/${therapistId}`,
    );
    // The session (in 2026-03) is over by now: it can be rated, in the appointments list.
    expect(within(ended).getByRole('link', { name: m.rateSession }).getAttribute('href')).toBe(
      `/appointments?rate=${testId(501)}`,
    );
    expect(within(ended).getByRole('link', { name: m.reportProblem })).toBeTruthy();
    expect(within(ended).getByRole('note')).toBeTruthy();
  });

  it('shows the end page when the other person ends, and a camera that is off as a name', async () => {
    const soon = Date.now() + 20 * 60_000;
    const room = {
      ...openRoom,
      startTime: new Date(soon).toISOString(),
      endTime: new Date(soon + 50 * 60_000).toISOString(),
    };
    stubApi({
      [`/video/${roomId}`]: { body: room },
      [`/video/${roomId}/arrived`]: { body: { told: true } },
    });
    const user = userEvent.setup();
    showRoom();
    await user.click(await screen.findByRole('button', { name: m.join }));
    await waitFor(() => expect(fakeSocket.sentAs('join-room')).toHaveLength(1));
    act(() =>
      lastSent('join-room').ack!({ ok: true, polite: true, peerPresent: false, peerId: null }),
    );
    act(() => fakeSocket.emit('media-state', { roomId, camera: false, microphone: false }));
    act(() => fakeSocket.emit('peer-left', { roomId, reason: 'ended' }));
    const ended = await screen.findByRole('region', { name: m.endedTitle });
    expect(within(ended).getByText(m.otherEnded)).toBeTruthy();
    expect(within(ended).getByRole('link', { name: m.bookNext })).toBeTruthy();
    // Not over yet: no rating before the end, and it says when.
    expect(within(ended).queryByRole('link', { name: m.rateSession })).toBeNull();
    expect(within(ended).getByText(/^You can rate this session after it ends, at /)).toBeTruthy();

    // Rejoin: back to the device check, then in the room again.
    await user.click(within(ended).getByRole('button', { name: m.rejoin }));
    await user.click(await screen.findByRole('button', { name: m.join }));
    await waitFor(() => expect(fakeSocket.sentAs('join-room')).toHaveLength(2));
  });

  it('says so when the room closes under the call, and stops the call', async () => {
    for (const [reason, text] of [
      ['cancelled', m.closedCancelled],
      ['ended', m.closedEnded],
    ] as const) {
      fakeSocket.reset();
      stubApi({ [`/video/${roomId}`]: { body: openRoom } });
      const user = userEvent.setup();
      const { unmount } = showRoom();
      await user.click(await screen.findByRole('button', { name: m.join }));
      await waitFor(() => expect(fakeSocket.sentAs('join-room')).toHaveLength(1));
      act(() =>
        lastSent('join-room').ack!({ ok: true, polite: true, peerPresent: false, peerId: null }),
      );
      // Another room's closing is not this one's.
      act(() => fakeSocket.emit('video:closed', { roomId: 'other-room', reason }));
      expect(screen.getByRole('status').textContent).toContain(m.waiting('Therapist'));
      act(() => fakeSocket.emit('video:closed', { roomId, reason }));
      expect(screen.getByRole('status').textContent).toContain(text);
      expect(screen.queryByRole('button', { name: m.mute })).toBeNull();
      unmount();
    }
  });

  it('keeps the call on screen when the session ends during it, and says so', async () => {
    stubApi({ [`/video/${roomId}`]: { body: openRoom } });
    const user = userEvent.setup();
    const { router, rerender } = showRoom();
    await user.click(await screen.findByRole('button', { name: m.join }));
    await waitFor(() => expect(fakeSocket.sentAs('join-room')).toHaveLength(1));
    act(() =>
      lastSent('join-room').ack!({ ok: true, polite: true, peerPresent: false, peerId: null }),
    );

    // The session ends (idle elsewhere, the 12-hour limit): signed out, the socket released.
    rerender(
      <Wrapper auth={authValue('unauthenticated', { endedRole: 'patient' })}>
        <RouterProvider router={router} />
      </Wrapper>,
    );
    expect(await screen.findByText(authMessages.sessionEndedInCall)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('button', { name: m.end })).toBeTruthy();
    expect(fakeSocket.sentAs('leave-room')).toHaveLength(0); // the call was not left
    expect(screen.getByRole('region', { name: m.chatWith('Therapist') })).toBeTruthy();
  });
});
