import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@solace/shared';
import { authValue, sentRequest } from '../../test/render';
import { testId } from '../../test/ids';
import {
  ALERT,
  bookedSlot,
  bookLabel,
  free,
  renderBooking,
  SLOTS,
  slotsAnswer,
  fixBookingPageClock,
} from './booking-test-render';
import { doctor, march, slot } from './test-fixtures';

fixBookingPageClock();

const b = bookingMessages;
const second = slot(testId(303), march(5, 14));
const friday = slot(testId(304), march(7, 10));
const answer = slotsAnswer([free, second, friday], [bookedSlot]);
const grid = () => document.querySelector<HTMLElement>('[role="grid"]')!;
const day = (name: string) => within(grid()).getByRole('button', { name });
const timesOf = (heading: string) => screen.getByRole('region', { name: heading, hidden: true });

describe('the date picker and the day’s times', () => {
  it('opens on the first day with free times, marking and counting the free days', async () => {
    renderBooking({ [SLOTS]: answer });
    await screen.findByRole('grid', { name: 'March 2025' });
    expect(day('Wednesday 5 March, 2 free times')).toBeTruthy();
    expect(day('Friday 7 March, 1 free time')).toBeTruthy();
    expect(day('Tuesday 4 March')).toBeTruthy();
    const selected = grid().querySelector('[aria-selected="true"]');
    expect(selected?.textContent).toBe('5');
    const times = timesOf('Free times on Wednesday, March 5, 2025');
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['9:00 AM', '2:00 PM']);
    expect(within(times).getByRole('button', { name: bookLabel })).toBeTruthy();
    expect(screen.getByText(/^Times are shown in your time zone \(.+\)\.$/)).toBeTruthy();
  });

  it('reaches the first free time in three Tab presses and books it from the keyboard', async () => {
    renderBooking({ [SLOTS]: answer });
    await screen.findByRole('grid');
    // Previous month is disabled on the current month: Next month, the grid, the first time.
    const stops: string[] = [];
    for (let i = 0; i < 3; i++) {
      await userEvent.tab();
      stops.push(document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(stops).toEqual([b.nextMonth, 'Wednesday 5 March, 2 free times', bookLabel]);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Confirm Booking' })).toBeTruthy();
  });

  it('moves between days with the arrow keys, and offers the next free day on an empty one', async () => {
    renderBooking({ [SLOTS]: answer });
    await screen.findByRole('grid');
    day('Wednesday 5 March, 2 free times').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('Thursday 6 March'));
    const empty = timesOf('Free times on Thursday, March 6, 2025');
    expect(within(empty).getByText(b.noFreeTimesOnDay)).toBeTruthy();
    expect(within(empty).getByText(b.nextFreeTime('Friday, March 7, 2025, 10:00 AM'))).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day('Thursday 13 March'));
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(day('Wednesday 5 March, 2 free times'));
    // Days gone by cannot be chosen.
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(day('Wednesday 5 March, 2 free times'));

    await userEvent.click(day('Thursday 6 March'));
    await userEvent.click(screen.getByRole('button', { name: b.goToNextFree }));
    expect(timesOf('Free times on Friday, March 7, 2025')).toBeTruthy();
  });

  it('a visitor arriving with a picked time (a card, the profile) sees it, and signs in to confirm', async () => {
    renderBooking(
      { [SLOTS]: answer },
      authValue('unauthenticated'),
      `/bookings/${doctor.id}?slot=${friday.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(within(dialog).getByText('10:00 AM - 10:50 AM')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: b.logInAndBook })).toBeTruthy();
  });

  it('the next month shows its own days, and Page Up comes back', async () => {
    renderBooking({ [SLOTS]: slotsAnswer([free, slot(testId(305), march(39, 9))], []) });
    await screen.findByRole('grid', { name: 'March 2025' });
    await userEvent.click(screen.getByRole('button', { name: b.nextMonth }));
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeTruthy();
    // The month's first free day is chosen (April 8 is March 39 to Date).
    expect(timesOf('Free times on Tuesday, April 8, 2025')).toBeTruthy();
    day('Tuesday 8 April, 1 free time').focus();
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeTruthy();
    expect(document.activeElement).toBe(day('Saturday 8 March'));
  });
});

describe('a therapist with no free times', () => {
  const other = {
    ...doctor,
    id: testId(202),
    name: 'Dr. Kiran Das',
    nextAvailable: march(6, 11).toISOString(),
  };

  it('offers others free sooner and a notification when this one adds times', async () => {
    const { fetchMock } = renderBooking({
      [SLOTS]: slotsAnswer([], []),
      '/doctors': { body: [doctor, other] },
      [`POST ${ALERT}`]: { body: { subscribed: true } },
      [`DELETE ${ALERT}`]: { body: { subscribed: false } },
    });
    expect(await screen.findByText(b.noFreeTimes(doctor.name))).toBeTruthy();
    const sooner = await screen.findByRole('link', {
      name: b.freeSoonerItem(other.name, 'March 6, 2025, 11:00 AM'),
    });
    expect(sooner.getAttribute('href')).toBe(`/bookings/${other.id}`);
    await userEvent.click(await screen.findByRole('button', { name: b.tellMeWhen(doctor.name) }));
    expect(await screen.findByText(b.alertSet(doctor.name))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: b.stopAlert }));
    expect(await screen.findByRole('button', { name: b.tellMeWhen(doctor.name) })).toBeTruthy();
    const writes = fetchMock.mock.calls
      .map((_, index) => sentRequest(fetchMock, index))
      .filter((request) => request.url.endsWith('/availability-alerts') && request.method !== 'GET')
      .map((request) => request.method);
    expect(writes).toEqual(['POST', 'DELETE']);
  });

  it('a visitor who asks to be told is sent to log in first', async () => {
    renderBooking({ [SLOTS]: slotsAnswer([], []) }, authValue('unauthenticated'));
    await userEvent.click(await screen.findByRole('button', { name: b.tellMeWhen(doctor.name) }));
    expect(screen.getByTestId('location').textContent).toBe(
      `/login {"from":"/bookings/${doctor.id}"}`,
    );
  });
});

describe('back from the login with the picked slot', () => {
  it('selects its day and opens Confirm Booking on it', async () => {
    renderBooking({ [SLOTS]: answer }, undefined, `/bookings/${doctor.id}?slot=${friday.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(within(dialog).getByText('March 7, 2025')).toBeTruthy();
    expect(within(dialog).getByText('10:00 AM - 10:50 AM')).toBeTruthy();
    expect(timesOf('Free times on Friday, March 7, 2025')).toBeTruthy();
  });

  it('a visitor arriving with a picked time (a card, the profile) sees it, and signs in to confirm', async () => {
    renderBooking(
      { [SLOTS]: answer },
      authValue('unauthenticated'),
      `/bookings/${doctor.id}?slot=${friday.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(within(dialog).getByText('10:00 AM - 10:50 AM')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: b.logInAndBook })).toBeTruthy();
  });

  it('says so when it was taken meanwhile, and shows the other times', async () => {
    renderBooking({ [SLOTS]: answer }, undefined, `/bookings/${doctor.id}?slot=${bookedSlot.id}`);
    expect(await screen.findByText(b.pickedSlotTaken)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: bookLabel })).toBeTruthy());
  });
});
