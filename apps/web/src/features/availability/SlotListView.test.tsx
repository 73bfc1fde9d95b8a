import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writesSent } from '../../test/render';
import {
  data,
  ids,
  renderDashboard,
  setUpDashboardTests,
  stubDashboardApi,
} from './test-dashboard';

setUpDashboardTests();

describe('dashboard list view', () => {
  it('lists slots by day, with the booked fallbacks and Delete only on open slots', async () => {
    const fetchMock = stubDashboardApi({
      '/doctor/available-slots': { body: data },
      [`DELETE /doctor/available-slots/${ids.openSlot}`]: { body: { success: true } },
    });
    renderDashboard();
    // Straight to the list, before the slots arrive, so the month grid (the dashboard's heaviest
    // render) is never built for a test that does not look at it. fireEvent, not userEvent: its
    // pauses between pointer events would let the answer (and the grid) in first.
    fireEvent.click(screen.getByRole('button', { name: 'List View' }));
    expect(await screen.findByRole('heading', { name: 'March 5, 2025' })).toBeTruthy();
    expect(screen.getByText('Booked by: Unknown Client (No Email)')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    const deletes = screen.getAllByRole('button', { name: /^Delete slot on/ });
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.getAttribute('aria-label')?.replace(/\u202f/g, ' ')).toBe(
      'Delete slot on March 12, 2025, 9:00 AM - 9:50 AM',
    );
    await userEvent.click(deletes[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('Slot deleted successfully');
    const last = writesSent(fetchMock).at(-1)!;
    expect([last.method, last.url]).toEqual([
      'DELETE',
      `/api/doctor/available-slots/${ids.openSlot}`,
    ]);
  });

  it('shows the empty state in the list view', async () => {
    stubDashboardApi({ '/doctor/available-slots': { body: { available: [], booked: [] } } });
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'List View' }));
    expect(
      await screen.findByText(
        'No slots yet. Switch to Calendar View and click a date to add your availability.',
      ),
    ).toBeTruthy();
  });
});
