import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsMessages as m, type Call, type IncomingCall } from '@solace/shared';
import { fakeSocket } from '../../test/fake-socket';
import { testId } from '../../test/ids';
import { authValue, LocationProbe, renderAt, sentRequest, stubApi } from '../../test/render';
import { IncomingCallDialog } from './IncomingCallDialog';

beforeEach(() => fakeSocket.reset());

const incoming: IncomingCall = {
  callId: testId(900),
  roomId: 'room-abc',
  callerName: 'Dr. Meera Rao',
  expiresAt: new Date(Date.now() + 45_000).toISOString(),
  ringsForMs: 45_000,
};
const answered = (outcome: Call['outcome']): Call => ({
  id: incoming.callId,
  bookingId: testId(901),
  roomId: incoming.roomId,
  outcome,
  otherName: incoming.callerName,
  rangAt: new Date().toISOString(),
  expiresAt: incoming.expiresAt,
  offline: false,
});

function renderDialog() {
  return renderAt(<IncomingCallDialog />, {
    path: '/plans',
    auth: authValue('authenticated'),
    routes: [{ path: '/video-chat/:roomId', element: <LocationProbe /> }],
  });
}

describe('the ringing dialog', () => {
  it('rings with the caller’s name; Accept, focused, takes the person into the room', async () => {
    const fetchMock = stubApi({
      [`/calls/${incoming.callId}/accept`]: { body: answered('accepted') },
    });
    renderDialog();
    act(() => fakeSocket.emit('call:incoming', incoming));
    const dialog = await screen.findByRole('alertdialog', { name: m.incomingTitle });
    expect(dialog.textContent).toContain(m.incoming(incoming.callerName));
    const accept = screen.getByRole('button', { name: m.accept });
    await waitFor(() => expect(document.activeElement).toBe(accept));
    // Keyboard reachable: Shift+Tab goes to Decline, Tab back to Accept, Enter answers.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: m.decline }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain('/video-chat/room-abc'),
    );
    expect(sentRequest(fetchMock, 0)).toMatchObject({
      method: 'POST',
      url: expect.stringContaining(`/calls/${incoming.callId}/accept`),
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape declines; the ring answered in another tab closes it here', async () => {
    const fetchMock = stubApi({
      [`/calls/${incoming.callId}/decline`]: { body: answered('declined') },
    });
    renderDialog();
    act(() => fakeSocket.emit('call:incoming', incoming));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sentRequest(fetchMock, 0).url).toContain('/decline');

    act(() => fakeSocket.emit('call:incoming', { ...incoming, callId: testId(902) }));
    await screen.findByRole('alertdialog');
    act(() =>
      fakeSocket.emit('call:ended', {
        callId: testId(902),
        roomId: 'room-abc',
        outcome: 'accepted',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a new ring that comes while the last one’s answer is on its way keeps ringing', async () => {
    let answerDecline: (response: Response) => void = () => undefined;
    stubApi({
      [`/calls/${incoming.callId}/decline`]: () =>
        new Promise<Response>((resolve) => (answerDecline = resolve)),
    });
    renderDialog();
    act(() => fakeSocket.emit('call:incoming', incoming));
    await userEvent.click(await screen.findByRole('button', { name: m.decline }));
    // The server has declined (the ringer is told at once) and the ringer rings again, all
    // before this tab hears the answer to its Decline.
    act(() =>
      fakeSocket.emit('call:ended', {
        callId: incoming.callId,
        roomId: 'room-abc',
        outcome: 'declined',
      }),
    );
    const again = { ...incoming, callId: testId(903) };
    act(() => fakeSocket.emit('call:incoming', again));
    await screen.findByRole('alertdialog');
    await act(async () => answerDecline(Response.json(answered('declined'))));
    // The answer closes the call it answered, not the one ringing now.
    expect(screen.getByRole('alertdialog', { name: m.incomingTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.accept })).toHaveProperty('disabled', false);
  });

  it('rings for a call that began before the tab listened (it asks on connecting)', async () => {
    stubApi({});
    renderDialog();
    const [asked] = fakeSocket.sentAs('call:ringing-now');
    expect(asked?.payload).toEqual({});
    act(() => asked?.ack?.([incoming]));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(incoming.callerName);
  });

  it('stops ringing by itself when its time is over', async () => {
    stubApi({});
    renderDialog();
    act(() => fakeSocket.emit('call:incoming', { ...incoming, ringsForMs: 50 }));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
