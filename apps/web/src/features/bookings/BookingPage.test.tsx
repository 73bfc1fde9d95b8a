import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appMessages, bookingMessages } from '@solace/shared';
import { asha, authValue, findToast, sentRequest, stubApi } from '../../test/render';
import { testId } from '../../test/ids';
import {
  bookedSlot,
  bookLabel,
  DOCTOR,
  free,
  freeBooked,
  renderBooking,
  SLOTS,
  slotsAnswer,
  fixBookingPageClock,
} from './booking-test-render';
import { doctor, march, slot } from './test-fixtures';

fixBookingPageClock();

const calendarEvents = (status: 'available' | 'booked') => [
  ...document.querySelectorAll<HTMLElement>(`.rbc-event.slot-${status}`),
];

async function openDialogFromList() {
  await userEvent.click(await screen.findByRole('button', { name: bookLabel }));
  return screen.findByRole('dialog', { name: 'Confirm Booking' });
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map((_, index) => sentRequest(fetchMock, index))
    .filter((request) => request.method === 'POST');

describe('BookingPage', () => {
  it('shows the therapist, the time zone, the next free slot and a spinner while loading', async () => {
    // The slots never arrive here. That they replace the spinner is what every other test
    // waits for; leaving the week calendar out keeps the first, coldest test of the file light.
    renderBooking({ [SLOTS]: () => new Promise<Response>(() => {}) });
    expect(screen.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Asha Rao' })).toBeTruthy();
    expect(screen.getByText('Anxiety and stress')).toBeTruthy();
    expect(screen.getByText('₹1,200')).toBeTruthy();
    expect(screen.getByRole('note', { name: appMessages.crisisLineLabel })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Dr. Asha Rao' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading slots' })).toBeTruthy();
    expect(screen.getByText(/^Times are shown in your time zone \(.+\)\.$/)).toBeTruthy();
    // Until the slots arrive, the therapist's own next free time stands in.
    expect(screen.getByText('Next free: March 5, 2025, 9:00 AM')).toBeTruthy();
    // The cancellation rule, before any time is chosen.
    expect(await screen.findByText(bookingMessages.cancellationPolicy(24))).toBeTruthy();
  });

  it('shows free slots green and booked ones grey, titled Available and Booked', async () => {
    renderBooking();
    await screen.findByRole('button', { name: bookLabel });
    expect(screen.queryByRole('status', { name: 'Loading slots' })).toBeNull();
    const [available] = calendarEvents('available');
    const [booked] = calendarEvents('booked');
    expect(available?.textContent).toContain('Available');
    expect(available?.style.backgroundColor).toBe('rgb(46, 125, 50)');
    expect(booked?.textContent).toContain('Booked');
    expect(booked?.style.backgroundColor).toBe('rgb(107, 107, 107)');
    expect(screen.getByRole('button', { name: 'Week' }).className).toContain('rbc-active');
  });

  it('a free slot opens Confirm Booking with the date and range, and books it', async () => {
    let taken = false;
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    const { fetchMock } = renderBooking({
      [SLOTS]: () =>
        json(
          taken
            ? slotsAnswer([], [{ ...free, status: 'booked' }, bookedSlot]).body
            : slotsAnswer().body,
        ),
      'POST /bookings/create': () => {
        taken = true;
        return json({
          success: true,
          booking: freeBooked,
        });
      },
    });
    await screen.findByRole('button', { name: bookLabel });
    await userEvent.click(calendarEvents('available')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(within(dialog).getByText('Dr. Asha Rao')).toBeTruthy();
    expect(within(dialog).getByText('March 5, 2025')).toBeTruthy();
    expect(within(dialog).getByText('9:00 AM - 9:50 AM')).toBeTruthy();
    expect(within(dialog).getByText(/\+919876543210/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    expect(await findToast(bookingMessages.bookingSuccess)).toBeTruthy();
    const [post] = posts(fetchMock);
    expect(post?.url).toBe('/api/bookings/create');
    expect(post?.body).toEqual({
      slotId: free.id,
      doctorId: doctor.id,
      clientName: 'Asha',
      clientEmail: 'asha@example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const confirmation = screen.getByText(/^Your session with Dr\. Asha Rao is booked for/);
    expect(confirmation.textContent).toBe(
      'Your session with Dr. Asha Rao is booked for Wednesday, March 5, 2025, 9:00 AM - 9:50 AM.',
    );
    expect(screen.getByRole('link', { name: 'View my appointments' }).getAttribute('href')).toBe(
      '/profile#appointments',
    );
    expect(screen.getByText(/confirmation e-mail with a calendar invite/)).toBeTruthy();
    // The slots reload: the booked slot is no longer offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: bookLabel })).toBeNull());
    expect(screen.getByText('No free slots yet')).toBeTruthy();
  });

  it('shows Booking... and disables the buttons while sending', async () => {
    renderBooking({ 'POST /bookings/create': () => new Promise<Response>(() => {}) });
    const dialog = await openDialogFromList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    const sending = within(dialog).getByRole('button', { name: 'Booking...' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it.each(['0123456', '', 'not a phone'])(
    'a stored phone of %j blocks the booking with the spec message and sends nothing',
    async (phone) => {
      const { fetchMock } = renderBooking(
        {},
        authValue('authenticated', { user: { ...asha, phone: phone || null } }),
      );
      const dialog = await openDialogFromList();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
      expect(await findToast(bookingMessages.invalidPhone)).toBeTruthy();
      expect(within(dialog).getByRole('alert').textContent).toBe(bookingMessages.invalidPhone);
      expect(posts(fetchMock)).toHaveLength(0);
    },
  );

  it('states the price and until when cancelling is free before the client confirms', async () => {
    renderBooking();
    const dialog = await openDialogFromList();
    expect(within(dialog).getByText('₹1,200 per session')).toBeTruthy();
    // Booked on March 3 for March 5, 9:00: free to cancel for another day and a bit.
    expect(within(dialog).getByRole('note').textContent).toBe(
      bookingMessages.freeCancellationUntil('March 4, 2025, 9:00 AM'),
    );
  });

  it('says so when a session is too close to be cancelled online later', async () => {
    const soon = slot(testId(303), march(4, 9));
    renderBooking({ [SLOTS]: slotsAnswer([soon], []) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Book Tuesday, March 4, 2025, 9:00 AM - 9:50 AM' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    expect(within(dialog).getByRole('note').textContent).toBe(bookingMessages.noOnlineCancellation);
  });

  it('a booked slot only says it is already booked', async () => {
    renderBooking();
    await screen.findByRole('button', { name: bookLabel });
    await userEvent.click(calendarEvents('booked')[0]!);
    expect(await findToast(bookingMessages.slotAlreadyBooked)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out expired slots and slots that have ended', async () => {
    renderBooking({
      [SLOTS]: slotsAnswer(
        [
          slot(testId(311), march(3, 8)),
          slot(testId(312), march(4, 9), 50, 'expired'),
          { ...free, id: testId(313), start_time: 'not a time' },
          free,
        ],
        [slot(testId(314), march(2, 9), 50, 'booked')],
      ),
    });
    await screen.findByRole('button', { name: bookLabel });
    expect(calendarEvents('available')).toHaveLength(1);
    expect(calendarEvents('booked')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Book Monday, March 3/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Book Tuesday, March 4/ })).toBeNull();
    const list = screen.getByRole('region', { name: 'Free times on Wednesday, March 5, 2025' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
  });

  it.each([
    [
      { status: 500, body: { error: 'Database is resting', code: 'INTERNAL' } },
      'Database is resting',
    ],
    [{ status: 502, body: '<html>Bad gateway</html>' }, bookingMessages.serverError],
    [{ status: 200, body: { slots: [] } }, bookingMessages.fetchSlotsFailed],
  ])(
    'a failed slot fetch shows the spec text as toast and on screen, with Retry',
    async (answer, text) => {
      const { fetchMock } = renderBooking({ [SLOTS]: answer });
      const alert = await screen.findByText(text, { selector: '[role="alert"]:not(.Toastify *)' });
      expect(alert).toBeTruthy();
      expect(await findToast(text)).toBeTruthy();
      const before = fetchMock.mock.calls.length;
      stubApi({ [DOCTOR]: { body: doctor }, [SLOTS]: slotsAnswer() });
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('button', { name: bookLabel })).toBeTruthy();
      expect(screen.queryByText(text, { selector: '[role="alert"]:not(.Toastify *)' })).toBeNull();
      expect(before).toBeGreaterThan(0);
    },
  );

  it('says no response was received when the request never gets an answer', async () => {
    renderBooking({
      [SLOTS]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await findToast(bookingMessages.noResponse)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('calls an empty 2xx answer an unexpected response status', async () => {
    renderBooking({ [SLOTS]: () => new Response(null, { status: 204 }) });
    expect(await findToast(bookingMessages.unexpectedStatus)).toBeTruthy();
  });

  it('a 409 shows the server text and reloads the slots', async () => {
    const { fetchMock } = renderBooking({
      'POST /bookings/create': {
        status: 409,
        body: { error: bookingMessages.slotAlreadyBooked, code: 'SLOT_TAKEN' },
      },
    });
    const dialog = await openDialogFromList();
    const loads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(SLOTS)).length;
    const before = loads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await findToast(bookingMessages.slotAlreadyBooked)).toBeTruthy();
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failure without server text says Booking failed', async () => {
    renderBooking({ 'POST /bookings/create': { status: 502, body: 'gateway' } });
    const dialog = await openDialogFromList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await findToast(bookingMessages.bookingFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Confirm Booking' })).toBeTruthy();
  });

  it('Cancel closes the dialog without booking', async () => {
    const { fetchMock } = renderBooking();
    const dialog = await openDialogFromList();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it.each([
    [bookingMessages.logInAndBook, '/login'],
    [bookingMessages.signUpAndBook, '/signup'],
  ])(
    'signed out: a slot opens its details, and "%s" asks to sign in, carrying the slot',
    async (action, path) => {
      const { fetchMock } = renderBooking({}, authValue('unauthenticated'));
      await userEvent.click(await screen.findByRole('button', { name: bookLabel }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Booking' });
      expect(within(dialog).getByText('March 5, 2025')).toBeTruthy();
      expect(within(dialog).getByText(bookingMessages.signInToConfirm)).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Confirm Booking' })).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: action }));
      const state = {
        from: `/bookings/${doctor.id}?slot=${free.id}`,
        pick: { start: free.start_time, doctorName: doctor.name },
      };
      expect(screen.getByTestId('location').textContent).toBe(`${path} ${JSON.stringify(state)}`);
      expect(posts(fetchMock)).toHaveLength(0);
    },
  );

  it('therapists see that only clients can book, and cannot pick a slot', async () => {
    renderBooking({}, authValue('authenticated', { user: { ...asha, role: 'doctor' } }));
    expect(await screen.findByText(new RegExp(bookingMessages.onlyClientsBook))).toBeTruthy();
    expect((await screen.findByRole('button', { name: bookLabel })).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(calendarEvents('available')[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the first day with free times, and the calendar jumps to it', async () => {
    const later = slot(testId(309), march(20, 14));
    renderBooking({ [SLOTS]: slotsAnswer([later], []) });
    expect(await screen.findByText('Next free: March 20, 2025, 2:00 PM')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Book Thursday, March 20, 2025, 2:00 PM - 2:50 PM' }),
    ).toBeTruthy();
    // The calendar opens on this week, which has nothing free, until asked to jump.
    expect(calendarEvents('available')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Jump to next free slot' }));
    await waitFor(() => expect(calendarEvents('available')).toHaveLength(1));
  });

  it('opens the dialog from the keyboard on a calendar event', async () => {
    renderBooking();
    await screen.findByRole('button', { name: bookLabel });
    calendarEvents('available')[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Confirm Booking' })).toBeTruthy();
  });

  it('an unknown therapist gets a friendly not-found page', async () => {
    renderBooking({
      [DOCTOR]: { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } },
    });
    expect(await screen.findByText(bookingMessages.doctorNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all therapists' }).getAttribute('href')).toBe(
      '/doctors',
    );
  });

  it('/bookings asks to choose a therapist first and links each card to its page', async () => {
    renderBooking({ '/doctors': { body: [doctor] } }, authValue('unauthenticated'), '/bookings');
    expect(screen.getByRole('heading', { name: 'Choose a therapist first' })).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('link', { name: 'Book a session with Dr. Asha Rao' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Asha Rao' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: bookLabel })).toBeTruthy();
  });
});
