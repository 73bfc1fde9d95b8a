import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { viewerTimeZoneName, type MyAppointment, bookingMessages } from '@solace/shared';
import { authValue, findToast, renderAt, sentRequest, stubApi } from '../../test/render';
import { testId } from '../../test/ids';
import { appointment, doctor, fixNow, march, slot } from '../bookings/test-fixtures';
import { MyAppointmentsSection } from './MyAppointmentsSection';
import { clientQuestionnaireAnswers } from '../../test/questionnaire-stubs';

// Now: Monday, March 3, 2025, 10:00.
fixNow();

const b = bookingMessages;

const MINE = '/bookings/mine';
const SLOTS = `/doctors/${doctor.id}/available-slots`;
const mine = (upcoming: MyAppointment[]) => ({
  upcoming,
  past: [],
  cancelNoticeHours: 24,
  nextCursor: null,
});

describe('Reschedule', () => {
  it('lists the free times, states the new policy before confirming, then moves the session', async () => {
    const current = appointment(); // Wednesday, March 5, 9:00
    const friday = slot(testId(902), march(7, 11));
    const soon = slot(testId(903), march(4, 8));
    let moved = false;
    const fetchMock = stubApi({
      ...clientQuestionnaireAnswers,
      [MINE]: () =>
        new Response(
          JSON.stringify(
            mine([
              moved
                ? {
                    ...current,
                    start_time: friday.start_time,
                    end_time: friday.end_time,
                  }
                : current,
            ]),
          ),
        ),
      [SLOTS]: {
        body: {
          available: [soon, friday],
          booked: [slot(testId(901), march(5, 9), 50, 'booked')],
        },
      },
      [`POST /bookings/${current.id}/reschedule`]: () => {
        moved = true;
        return new Response(
          JSON.stringify({
            success: true,
            booking: {
              id: current.id,
              slotId: friday.id,
              doctorId: doctor.id,
              start_time: friday.start_time,
              end_time: friday.end_time,
              roomId: current.roomId,
            },
          }),
        );
      },
    });
    renderAt(<MyAppointmentsSection />, {
      path: '/appointments',
      auth: authValue('authenticated'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    // A day picker (the booking page's) on the first free day, and that day's times only: the
    // therapist's other free times, not the current (booked) one.
    const picker = within(dialog).getByRole('grid');
    expect(
      within(picker).getByRole('button', { name: b.dayFreeTimes('Friday 7 March', 1) }),
    ).toBeTruthy();
    const choices = await within(dialog).findAllByRole('button', { name: /^Move to / });
    expect(choices).toHaveLength(1);
    // A time within 24 hours is said to be final before anything changes.
    await userEvent.click(within(dialog).getByRole('button', { name: /Tuesday, March 4/ }));
    expect(within(dialog).getByRole('note').textContent).toBe(bookingMessages.noOnlineCancellation);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await userEvent.click(
      within(within(dialog).getByRole('grid')).getByRole('button', {
        name: b.dayFreeTimes('Friday 7 March', 1),
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Friday, March 7/ }));
    expect(within(dialog).getByRole('note').textContent).toBe(
      'Free cancellation until March 6, 2025, 11:00 AM',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move my session' }));
    expect(
      await findToast(
        bookingMessages.rescheduled(`March 7, 2025, 11:00 AM - 11:50 AM ${viewerTimeZoneName()}`),
      ),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentRequest(fetchMock, post)).toMatchObject({
      url: `/api/bookings/${current.id}/reschedule`,
      body: { slotId: friday.id },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list shows the new time.
    await waitFor(() =>
      expect(document.querySelector(`li time[datetime="${friday.start_time}"]`)).toBeTruthy(),
    );
    // Many steps through MUI dialogs and the date picker in jsdom: slow on a shared machine.
  }, 60_000);

  it('says so when the time was taken meanwhile, and shows the free times again', async () => {
    const current = appointment();
    const friday = slot(testId(902), march(7, 11));
    stubApi({
      ...clientQuestionnaireAnswers,
      [MINE]: { body: mine([current]) },
      [SLOTS]: { body: { available: [friday], booked: [] } },
      [`POST /bookings/${current.id}/reschedule`]: {
        status: 409,
        body: { error: bookingMessages.slotAlreadyBooked, code: 'SLOT_TAKEN' },
      },
    });
    renderAt(<MyAppointmentsSection />, {
      path: '/appointments',
      auth: authValue('authenticated'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Move to / }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move my session' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      bookingMessages.slotAlreadyBooked,
    );
    expect(within(dialog).getByRole('heading', { name: 'Reschedule appointment' })).toBeTruthy();
  }, 60_000); // the date picker in the dialog: role queries walk a larger tree

  it('is not offered once free cancellation has closed', async () => {
    const tomorrow = appointment({
      start_time: march(4, 9).toISOString(),
      end_time: march(4, 9, 50).toISOString(),
      cancelDeadline: march(3, 9).toISOString(),
    });
    stubApi({
      ...clientQuestionnaireAnswers,
      [MINE]: { body: mine([tomorrow]) },
    });
    renderAt(<MyAppointmentsSection />, {
      path: '/appointments',
      auth: authValue('authenticated'),
    });
    await screen.findByRole('button', { name: 'Cancel' });
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });
});
