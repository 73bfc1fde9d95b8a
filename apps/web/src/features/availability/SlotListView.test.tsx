import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DoctorSlotsResponse } from '@solace/shared';
import { testId } from '../../test/ids';
import { writesSent } from '../../test/render';
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

setUpDashboardTests();

/** The test's slots, and one more in the list's second two weeks (March 30). */
const later = slotAt(testId(304), new Date(2025, 2, 30, 11));
const withLater: DoctorSlotsResponse = { ...data, available: [...data.available, later] };

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);
/** The list's days, as their headings read ("March 12, 2025"). */
const headings = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(text ?? ''));

/** Straight to the list, before the slots arrive, so the week grid is never drawn. */
function openList() {
  renderDashboard();
  // fireEvent, not userEvent: its pauses between pointer events would let the grid in first.
  fireEvent.click(screen.getByRole('button', { name: 'List View' }));
}

describe('dashboard list view', () => {
  it('lists the coming slots by day, with the booked fallbacks and Delete only on open slots', async () => {
    const fetchMock = stubDashboardApi({
      '/doctor/available-slots': slotsAnswer(data),
      [`DELETE /doctor/available-slots/${ids.openSlot}`]: { body: { success: true } },
    });
    openList();
    expect(await screen.findByRole('heading', { name: 'March 12, 2025' })).toBeTruthy();
    // From today: March 5's expired slot waits for "Show past slots".
    expect(headings()).toEqual(['March 12, 2025', 'March 14, 2025']);
    expect(screen.queryByText('Expired')).toBeNull();
    expect(screen.getByText('Showing March 10, 2025 to March 23, 2025')).toBeTruthy();
    expect(screen.getByText('Booked by: Unknown Client (No Email)')).toBeTruthy();
    const deletes = screen.getAllByRole('button', { name: /^Delete slot on/ });
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.getAttribute('aria-label')?.replace(/\u202f/g, ' ')).toBe(
      'Delete slot on March 12, 2025, 9:00 AM - 9:50 AM',
    );
    const reads = rangesAsked.length;
    await userEvent.click(deletes[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('Slot deleted successfully');
    const last = writesSent(fetchMock).at(-1)!;
    expect([last.method, last.url]).toEqual([
      'DELETE',
      `/api/doctor/available-slots/${ids.openSlot}`,
    ]);
    // What the list shows is read again after the change.
    await waitFor(() => expect(rangesAsked.length).toBeGreaterThan(reads));
    expect(rangesAsked.at(-1)).toBe(rangeAsked(day(2025, 3, 10), day(2025, 3, 24)));
  });

  it('shows the booked sessions only, when asked, from the keyboard too', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(withLater) });
    openList();
    await screen.findByRole('heading', { name: 'March 12, 2025' });
    const show = within(screen.getByRole('group', { name: 'Show' }));
    expect(show.getByRole('button', { name: 'All slots' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    show.getByRole('button', { name: 'Booked only' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(show.getByRole('button', { name: 'Booked only' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(headings()).toEqual(['March 14, 2025']);
    expect(screen.queryByText('Available')).toBeNull();
    expect(screen.getByText('Booked by: Unknown Client (No Email)')).toBeTruthy();
    // Pressing it again keeps it: the list always shows something.
    await userEvent.keyboard('{Enter}');
    expect(headings()).toEqual(['March 14, 2025']);
    await userEvent.click(show.getByRole('button', { name: 'All slots' }));
    expect(headings()).toEqual(['March 12, 2025', 'March 14, 2025']);
  });

  it('reads the next two weeks with Load more', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(withLater) });
    openList();
    await screen.findByRole('heading', { name: 'March 12, 2025' });
    expect(screen.queryByRole('heading', { name: 'March 30, 2025' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'March 30, 2025' })).toBeTruthy();
    expect(headings()).toEqual(['March 12, 2025', 'March 14, 2025', 'March 30, 2025']);
    expect(screen.getByText('Showing March 10, 2025 to April 6, 2025')).toBeTruthy();
    expect(rangesAsked).toContain(rangeAsked(day(2025, 3, 24), day(2025, 4, 7)));
    // Only the two weeks asked for were read (and the calendar's weeks, as the dashboard opened
    // on it): nothing before today, nothing after April 6.
    expect(new Set(rangesAsked)).toEqual(
      new Set([
        rangeAsked(day(2025, 3, 2), day(2025, 3, 23)),
        rangeAsked(day(2025, 3, 10), day(2025, 3, 24)),
        rangeAsked(day(2025, 3, 24), day(2025, 4, 7)),
      ]),
    );
  });

  it('shows past slots when asked, two weeks further back a click', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(data) });
    openList();
    await screen.findByRole('heading', { name: 'March 12, 2025' });
    await userEvent.click(screen.getByRole('switch', { name: 'Show past slots' }));
    expect(await screen.findByRole('heading', { name: 'March 5, 2025' })).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('Showing February 24, 2025 to March 23, 2025')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier slots' }));
    expect(await screen.findByText('Showing February 10, 2025 to March 23, 2025')).toBeTruthy();
    expect(rangesAsked).toContain(rangeAsked(day(2025, 2, 10), day(2025, 2, 24)));
    await userEvent.click(screen.getByRole('switch', { name: 'Show past slots' }));
    expect(headings()).toEqual(['March 12, 2025', 'March 14, 2025']);
    expect(screen.queryByRole('button', { name: 'Load earlier slots' })).toBeNull();
  });

  it('says when the dates read hold no slots, and offers the next ones', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer({ available: [], booked: [] }) });
    openList();
    expect(
      await screen.findByText(
        'No slots on these dates. Switch to Calendar View and click a date to add your availability.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Booked only' }));
    expect(screen.getByText('No booked sessions on these dates.')).toBeTruthy();
  });
});
