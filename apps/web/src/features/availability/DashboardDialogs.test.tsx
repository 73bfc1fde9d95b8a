import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writesSent } from '../../test/render';
import {
  data,
  ids,
  rangesAsked,
  renderDashboard,
  setUpDashboardTests,
  slotsAnswer,
  stubDashboardApi,
} from './test-dashboard';

setUpDashboardTests();

// The week grid (96 rows of 7 days) takes jsdom a while to draw on a busy machine.
describe('dashboard dialogs', () => {
  it('opens the appointment details of a booked slot, with chat and video', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(data) });
    renderDashboard();
    await screen.findByText('Unknown Client', { selector: '.rbc-calendar *' });
    const calendar = within(document.querySelector<HTMLElement>('.rbc-calendar')!);
    await userEvent.click(calendar.getByText('Unknown Client'));
    const dialog = screen.getByRole('dialog', { name: 'Appointment Details' });
    const text = dialog.textContent?.replace(/\u202f/g, ' ');
    expect(text).toContain('ClientUnknown Client');
    expect(text).toContain('EmailNo Email');
    expect(text).toContain('DateMarch 14, 2025');
    expect(text).toContain('Time10:00 AM - 10:50 AM');
    // No room or client id in this answer: both stay disabled rather than open a dead end.
    const chat = within(dialog).getByRole('button', { name: 'Start Chat' }) as HTMLButtonElement;
    expect(chat.disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('chats or calls the client of a booked slot', async () => {
    const booked = { ...data.booked[0]!, client_id: ids.client, room_id: 'room-3' };
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer({ available: [], booked: [booked] }),
    });
    renderDashboard();
    // From the agenda this time: its Details opens the same dialog.
    await userEvent.click(await screen.findByRole('button', { name: /^Details, Unknown Client/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Video Call' }));
    expect(screen.getByTestId('location').textContent).toBe('/video-chat/room-3 null');
  });

  it('opens the private session note of a booked slot', async () => {
    const booked = { ...data.booked[0]!, client_id: ids.client, room_id: 'room-3' };
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer({ available: [], booked: [booked] }),
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: /^Details, Unknown Client/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Session note' }));
    expect(screen.getByTestId('location').textContent).toBe(
      `/doctor/sessions/${booked.booking_id}/note null`,
    );
  });

  it(
    'cancels an appointment with a reason the client reads, after a confirmation',
    { timeout: 60_000 },
    async () => {
      const fetchMock = stubDashboardApi({
        '/doctor/available-slots': slotsAnswer(data),
        [`POST /bookings/${ids.booking}/cancel-by-therapist`]: {
          body: { success: true, message: 'Appointment cancelled' },
        },
      });
      renderDashboard();
      await userEvent.click(
        await screen.findByRole('button', { name: /^Details, Unknown Client/ }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
      // No reason yet: asked for one, nothing sent.
      await userEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
      expect(await screen.findByText('Please give the client a reason.')).toBeTruthy();
      expect(writesSent(fetchMock)).toEqual([]);
      await userEvent.click(screen.getByRole('radio', { name: 'Another reason (write it)' }));
      fireEvent.change(screen.getByRole('textbox', { name: /Your reason/ }), {
        target: { value: 'A family emergency.' },
      });
      await userEvent.click(screen.getByRole('checkbox', { name: /Keep this time blocked/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Appointment cancelled');
      expect(writesSent(fetchMock)).toEqual([
        {
          method: 'POST',
          url: `/api/bookings/${ids.booking}/cancel-by-therapist`,
          body: { reason: 'A family emergency.', keepTimeBlocked: true },
        },
      ]);
      // Each range on screen (the agenda's two weeks, the calendar's weeks) is read again after
      // the change.
      const readsOfEach = () => {
        const counts = new Map<string, number>();
        for (const range of rangesAsked) counts.set(range, (counts.get(range) ?? 0) + 1);
        return [...counts.values()];
      };
      await waitFor(() => expect(readsOfEach()).toEqual([2, 2]));
    },
  );

  it('opens Edit Slot from the keyboard in the week view, with the slot times', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(data) });
    renderDashboard();
    await screen.findByText('Available');
    // Scoped to the view switch: a page-wide button query would check the visibility of every
    // button of the grid, which in jsdom costs more than the rest of this test.
    const layout = within(screen.getByRole('group', { name: 'Calendar layout' }));
    // The dashboard opens on this week.
    expect(layout.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    // One pair of steps for the view shown: weeks here, no month buttons beside them.
    expect(screen.getByText('Previous week', { selector: 'button' })).toBeTruthy();
    expect(screen.getByText('Next week', { selector: 'button' })).toBeTruthy();
    expect(screen.queryByText('Previous Month', { selector: 'button' })).toBeNull();
    const grid = document.querySelector<HTMLElement>('.rbc-time-view');
    if (!grid) throw new Error('no week grid');
    within(grid)
      .getByRole('button', { name: /Available/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Slot' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Start Time').value).toBe('09:00');
    expect(dialog.getByLabelText<HTMLInputElement>('End Time').value).toBe('09:50');
  });

  // Saving is tested apart from the week view: one render chain per test keeps each well
  // inside its time limit on a busy machine (month, week, dialog, save and refetch together
  // did not always fit in 5 s).
  it('saves new times for an available slot and says so', async () => {
    const fetchMock = stubDashboardApi({
      '/doctor/available-slots': slotsAnswer(data),
      [`PUT /doctor/available-slots/${ids.openSlot}`]: { body: { success: true } },
    });
    renderDashboard();
    await userEvent.click(await screen.findByText('Available'));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Slot' }));
    fireEvent.change(dialog.getByLabelText('End Time'), { target: { value: '10:00' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Update Slot' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Slot updated successfully');
    expect(writesSent(fetchMock).at(-1)).toEqual({
      method: 'PUT',
      url: `/api/doctor/available-slots/${ids.openSlot}`,
      body: {
        start_time: new Date(2025, 2, 12, 9).toISOString(),
        end_time: new Date(2025, 2, 12, 10).toISOString(),
      },
    });
  });
});
