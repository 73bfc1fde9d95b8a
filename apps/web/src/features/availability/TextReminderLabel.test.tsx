import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textsMessages } from '@solace/shared';
import {
  data,
  renderDashboard,
  setUpDashboardTests,
  slotsAnswer,
  stubDashboardApi,
} from './test-dashboard';

setUpDashboardTests();

const r = textsMessages.reminderStatus;

describe('the appointment details say how the 1-hour text reminder went', () => {
  it.each([
    ['delivered', r.delivered],
    ['undeliverable', r.undeliverable],
  ] as const)('%s', async (status, words) => {
    const booked = { ...data.booked[0]!, text_reminder: status };
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer({ available: [], booked: [booked] }),
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: /^Details, Unknown Client/ }));
    const dialog = screen.getByRole('dialog', { name: 'Appointment Details' });
    expect(dialog.textContent).toContain(`${r.label}${words}`);
  });

  it('says nothing of texts when none was written', async () => {
    stubDashboardApi({ '/doctor/available-slots': slotsAnswer(data) });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: /^Details, Unknown Client/ }));
    const dialog = screen.getByRole('dialog', { name: 'Appointment Details' });
    expect(dialog.textContent).not.toContain(r.label);
  });
});
