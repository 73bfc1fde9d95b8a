import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MyAppointment, profileMessages } from '@solace/shared';
import { appointment, fixNow, march } from '../features/bookings/test-fixtures';
import { JOIN_VIDEO_HINT } from '../features/profile/JoinVideoButton';
import { testId } from '../test/ids';
import { authValue, renderAt, stubApi } from '../test/render';
import { HomePage } from './HomePage';

// Now: Monday, March 3, 2025, 10:00.
fixNow();
// The client's home is its own chunk: loaded once here, so no test waits on the first import.
beforeAll(() => import('../features/profile/NextSessionHome'));

const h = profileMessages.home;

function mine(upcoming: MyAppointment[], past: MyAppointment[] = []) {
  return { body: { upcoming, past, cancelNoticeHours: 24, nextCursor: null } };
}

function at(day: number, hour: number, minute = 0, extra: Partial<MyAppointment> = {}) {
  const start = march(day, hour, minute);
  return appointment({
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
    ...extra,
  });
}

function renderHome(status: 'authenticated' | 'unauthenticated', answers = {}) {
  stubApi({ '/doctors': { body: [] }, ...answers });
  renderAt(<HomePage />, { path: '/', auth: authValue(status) });
}

describe('the home page', () => {
  it('a returning client lands on their next session, and joins once its room is open', async () => {
    // Starts at 10:05: the room opened at 9:55. A cancelled one before it is not "next".
    const cancelled = at(3, 10, 2, { id: testId(801), status: 'cancelled', roomId: 'room-c' });
    const next = at(3, 10, 5, { roomId: 'room-42' });
    const later = at(6, 9, 0, { id: testId(802), roomId: 'room-l' });
    renderHome('authenticated', { '/bookings/mine': mine([cancelled, next, later]) });
    expect(await screen.findByRole('heading', { level: 1, name: h.welcome('Asha') })).toBeTruthy();
    const section = await screen.findByRole('region', { name: h.nextSession });
    const join = await within(section).findByRole('link', { name: 'Join video' });
    expect(join.getAttribute('href')).toBe('/video-chat/room-42');
    expect(within(section).getByText(/, 10:05 AM - 10:55 AM$/)).toBeTruthy();
    expect(within(section).getByText(h.moreBooked(1))).toBeTruthy();
    expect(within(section).getByRole('link', { name: h.changeOrCancel })).toBeTruthy();
    // Not the marketing page, and no made-up booking.
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
    expect(screen.queryByText('Session booked')).toBeNull();
  });

  it('says when the room opens while it is not open yet', async () => {
    renderHome('authenticated', { '/bookings/mine': mine([at(5, 9)]) });
    const section = await screen.findByRole('region', { name: h.nextSession });
    const join = await within(section).findByRole('button', { name: 'Join video' });
    expect(join.hasAttribute('disabled')).toBe(true);
    expect(within(section).getByText(JOIN_VIDEO_HINT)).toBeTruthy();
  });

  it('with nothing booked: offers to book again with the last therapist, or find one', async () => {
    const past = at(1, 9, 0, { id: testId(803) });
    renderHome('authenticated', { '/bookings/mine': mine([], [past]) });
    const section = await screen.findByRole('region', { name: h.nextSession });
    expect(await within(section).findByText(h.noSession)).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: h.bookAgain('Dr. Asha Rao') })
        .getAttribute('href'),
    ).toBe(`/bookings/${past.doctorId}`);
    expect(within(section).getByRole('link', { name: h.findTherapist })).toBeTruthy();
  });

  it('a visitor gets the marketing page, without the decorative "Session booked" card', async () => {
    renderHome('unauthenticated');
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(screen.queryByText('Session booked')).toBeNull();
    expect(screen.queryByRole('region', { name: h.nextSession })).toBeNull();
  });
});
