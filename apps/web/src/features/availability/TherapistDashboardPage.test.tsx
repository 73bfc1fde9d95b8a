import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authValue, findToast } from '../../test/render';
import {
  data,
  ids,
  rangeAsked,
  rangesAsked,
  renderDashboard,
  setUpDashboardTests,
  slotsAnswer,
  stubDashboardApi,
} from './test-dashboard';
import { slotAt } from './test-slots';
import { testId } from '../../test/ids';

/** A day of 2025 at local midnight. */
const day = (month: number, date: number) => new Date(2025, month - 1, date);

setUpDashboardTests();

// The week grid (96 rows of 7 days) takes jsdom a while to draw on a busy machine.
describe('TherapistDashboardPage', () => {
  it('sends visitors to the therapist login, remembering the dashboard', async () => {
    renderDashboard(authValue('unauthenticated'));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/doctorLogin {"from":"/dochome"}',
    );
  });

  it('waits for the session check, then tells a client the page is for therapists', () => {
    const { unmount } = renderDashboard(authValue('loading'));
    expect(screen.getByRole('status').textContent).toContain('Checking your account...');
    unmount();
    renderDashboard(authValue('authenticated'));
    expect(screen.getByText('The dashboard is for therapists.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('opens on this week beside the agenda, the month one click away', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(data) });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Doctor Dashboard' })).toBeTruthy();
    const calendarView = screen.getByRole('button', { name: 'Calendar View' });
    expect(calendarView.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'List View' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(await screen.findByText('Available')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Week of March 9, 2025' })).toBeTruthy();
    const agenda = within(screen.getByRole('region', { name: 'Your sessions' }));
    expect(agenda.getByText('Friday, March 14, 2025')).toBeTruthy();
    expect(
      agenda.getByText('10:00 AM - 10:50 AM', { normalizer: (t) => t.replace(/\u202f/g, ' ') }),
    ).toBeTruthy();

    const layout = within(screen.getByRole('group', { name: 'Calendar layout' }));
    await userEvent.click(layout.getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeTruthy();
    // The month grid says when, not only what.
    expect(
      screen.getByText('Available', { selector: '.rbc-event *' }).parentElement?.textContent,
    ).toBe('9:00 AM Available');
    await userEvent.click(screen.getByRole('button', { name: 'Next Month' }));
    expect(screen.getByRole('heading', { name: 'April 2025' })).toBeTruthy();
    // Each view read its own weeks with a week either side, and the agenda its two weeks.
    await waitFor(() =>
      expect(rangesAsked).toEqual([
        rangeAsked(day(3, 2), day(3, 23)),
        rangeAsked(day(3, 10), day(3, 24)),
        rangeAsked(day(2, 16), day(4, 13)),
        rangeAsked(day(3, 23), day(5, 11)),
      ]),
    );
  });

  it('keeps the slots on screen while the next week is read', async () => {
    const nextWeek = slotAt(testId(305), new Date(2025, 2, 18, 9));
    const answer = slotsAnswer({ ...data, available: [...data.available, nextWeek] });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubDashboardApi({
      '/doctor/available-slots': async (url) => {
        // The next week's read waits until the test lets it through.
        if (url.searchParams.get('from') === day(3, 9).toISOString()) await held;
        return answer(url);
      },
    });
    renderDashboard();
    await screen.findByText('Available');
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: 'Week of March 16, 2025' })).toBeTruthy();
    // March 18 was read with the week before (its margin): shown at once, the grid never empty.
    expect(await screen.findByText('Available')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading these weeks' })).toBeTruthy();
    expect(screen.queryByText('Loading your slots...')).toBeNull();
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByText('Available')).toBeTruthy();
    expect(rangesAsked.at(-1)).toBe(rangeAsked(day(3, 9), day(3, 30)));
  });

  it('says an expired slot has expired when it is clicked', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(data) });
    renderDashboard();
    await screen.findByText('Available');
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(await screen.findByText('Expired'));
    expect(await findToast('This slot has expired')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing is booked, and leads to the working hours', async () => {
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer({ ...data, booked: [] }),
      '/doctor/working-hours': { body: { hours: null } },
    });
    renderDashboard();
    const agenda = within(screen.getByRole('region', { name: 'Your sessions' }));
    expect(await agenda.findByText('No sessions booked in the next two weeks.')).toBeTruthy();
    await userEvent.click(agenda.getByRole('button', { name: 'Set working hours' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Working hours' }));
    expect(await dialog.findByRole('group', { name: 'Monday' })).toBeTruthy();
  });

  it('offers Join video for a session about to start, and the chat with its client', async () => {
    const soon = slotAt(ids.bookedSlot, new Date(2025, 2, 10, 12, 5), {
      status: 'booked',
      booking_id: ids.booking,
      client_id: ids.client,
      client_name: 'Ravi',
      room_id: 'room-7',
    });
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer({ available: [], booked: [soon] }) });
    renderDashboard();
    const agenda = within(screen.getByRole('region', { name: 'Your sessions' }));
    expect(await agenda.findByText('Today')).toBeTruthy();
    expect(agenda.getByRole('link', { name: 'Join video' }).getAttribute('href')).toBe(
      '/video-chat/room-7',
    );
    expect(agenda.getByRole('link', { name: 'Message Ravi' }).getAttribute('href')).toBe(
      `/liveChat?with=${ids.client}`,
    );
  });

  it('tells a failed fetch in the snackbar and offers Retry', async () => {
    const fetchMock = stubDashboardApi({
      '/doctor/available-slots': {
        status: 500,
        body: { error: 'Boom', message: 'Boom', code: 'X' },
      },
    });
    renderDashboard();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Failed to fetch slots',
      ),
    );
    const calls = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
  });

  it('shows an add failure in the snackbar while Add Slot stays open', async () => {
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer(data),
      'POST /doctor/add-available-slots': { status: 503, body: 'down' },
    });
    renderDashboard();
    await screen.findByText('Available');
    await userEvent.click(screen.getByRole('button', { name: 'Add availability' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slot' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2025-03-20' } });
    expect(dialog.textContent).toContain('March 20, 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Slot' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add slots');
    expect(screen.getByRole('dialog', { name: 'Add Slot' })).toBeTruthy();
  });
});
