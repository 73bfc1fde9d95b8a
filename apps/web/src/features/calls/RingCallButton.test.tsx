import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsMessages as m, type Call } from '@solace/shared';
import { fakeSocket } from '../../test/fake-socket';
import { testId } from '../../test/ids';
import { authValue, LocationProbe, renderAt, stubApi } from '../../test/render';
import { RingCallButton } from './RingCallButton';

beforeEach(() => fakeSocket.reset());

const bookingId = testId(950);
const ringingCall: Call = {
  id: testId(951),
  bookingId,
  roomId: 'room-xyz',
  outcome: 'ringing',
  otherName: 'Asha Verma',
  rangAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 45_000).toISOString(),
  offline: false,
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The ring's request, answered when the test says. */
function ringAnsweredLater() {
  let answer: (call: Call) => void = () => undefined;
  stubApi({
    [`POST /bookings/${bookingId}/call`]: () =>
      new Promise<Response>((resolve) => (answer = (call) => resolve(json(call)))),
  });
  return (call: Call) => act(() => answer(call));
}

function renderButton() {
  return renderAt(<RingCallButton bookingId={bookingId} otherName="Asha Verma" />, {
    path: '/dashboard',
    auth: authValue('authenticated'),
    routes: [{ path: '/video-chat/:roomId', element: <LocationProbe /> }],
  });
}

describe('ringing a client from a due session', () => {
  it('goes into the room when the client accepts before the ring’s own answer is back', async () => {
    const answerRing = ringAnsweredLater();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: m.ring }));
    await screen.findByRole('dialog', { name: m.ring });
    // The client's tab accepted at once: the end reaches this tab before its request's answer.
    act(() =>
      fakeSocket.emit('call:ended', {
        callId: ringingCall.id,
        roomId: ringingCall.roomId,
        outcome: 'accepted',
      }),
    );
    answerRing(ringingCall);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain('/video-chat/room-xyz'),
    );
  });

  it('says the client declined, whether before or after the ring’s answer; another call’s end changes nothing', async () => {
    const answerRing = ringAnsweredLater();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: m.ring }));
    act(() =>
      fakeSocket.emit('call:ended', { callId: testId(999), roomId: 'other', outcome: 'declined' }),
    );
    answerRing(ringingCall);
    const dialog = await screen.findByRole('dialog', { name: m.ring });
    await waitFor(() => expect(dialog.textContent).toContain(m.ringing('Asha Verma')));
    act(() =>
      fakeSocket.emit('call:ended', {
        callId: ringingCall.id,
        roomId: ringingCall.roomId,
        outcome: 'declined',
      }),
    );
    await waitFor(() => expect(dialog.textContent).toContain(m.declined('Asha Verma')));
    expect(screen.getByRole('button', { name: m.close })).toBeTruthy();
  });
});
