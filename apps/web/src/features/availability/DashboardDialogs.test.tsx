import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequest, stubApi } from '../../test/render';
import { data, renderDashboard, setUpDashboardTests } from './test-dashboard';

setUpDashboardTests();

describe('dashboard dialogs', () => {
  it('opens the appointment details of a booked slot, with chat and video', async () => {
    stubApi({ '/doctor/available-slots': { body: data } });
    renderDashboard();
    await userEvent.click(await screen.findByText('Unknown Client'));
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
    const booked = { ...data.booked[0]!, client_id: 'p7', room_id: 'room-3' };
    stubApi({ '/doctor/available-slots': { body: { available: [], booked: [booked] } } });
    renderDashboard();
    await userEvent.click(await screen.findByText('Unknown Client'));
    await userEvent.click(screen.getByRole('button', { name: 'Start Video Call' }));
    expect(screen.getByTestId('location').textContent).toBe('/video-chat/room-3 null');
  });

  it('cancels an appointment after a confirmation', async () => {
    const fetchMock = stubApi({
      '/doctor/available-slots': { body: data },
      'POST /bookings/b1/cancel': { body: { success: true, message: 'Appointment cancelled' } },
    });
    renderDashboard();
    await userEvent.click(await screen.findByText('Unknown Client'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Appointment cancelled');
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      method: 'POST',
      url: '/api/bookings/b1/cancel',
    });
    // The slots are fetched again after the change.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentRequest(fetchMock, 2).url).toBe('/api/doctor/available-slots');
  });

  it('edits an available slot, opened from the keyboard in the week view', async () => {
    const fetchMock = stubApi({
      '/doctor/available-slots': { body: data },
      'PUT /doctor/available-slots/s-open': { body: { success: true } },
    });
    renderDashboard();
    await screen.findByText('Available');
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    const event = screen.getByRole('button', { name: /Available/ });
    event.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit Slot' });
    expect((within(dialog).getByLabelText('Start Time') as HTMLInputElement).value).toBe('09:00');
    expect((within(dialog).getByLabelText('End Time') as HTMLInputElement).value).toBe('09:50');
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Slot' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Slot updated successfully');
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'PUT',
      url: '/api/doctor/available-slots/s-open',
      body: {
        start_time: new Date(2025, 2, 12, 9).toISOString(),
        end_time: new Date(2025, 2, 12, 10).toISOString(),
      },
    });
  });
});
