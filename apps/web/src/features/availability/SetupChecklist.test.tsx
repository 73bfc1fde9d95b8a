import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { slotsMessages, type OwnProfile } from '@solace/shared';
import { stubApi } from '../../test/render';
import { data, doctor, renderDashboard, setUpDashboardTests, slotsAnswer } from './test-dashboard';

setUpDashboardTests();
const m = slotsMessages.setup;

const newProfile: OwnProfile = {
  id: doctor.user!.id,
  name: 'Nora New',
  specialization: 'Anxiety',
  description: '',
  price: 1200,
  image: null,
  credentials: '',
  languages: [],
  approach: '',
  listed: true,
};

afterEach(() => localStorage.clear());

describe('the setup checklist on /dochome', { timeout: 60_000 }, () => {
  it('ticks each step from the therapist’s own data, and hides when they hide it', async () => {
    stubApi({
      '/doctor/available-slots': slotsAnswer(data),
      '/doctor/profile': { body: { ...newProfile, image: '/api/therapist-photos/x' } },
      '/doctor/working-hours': { body: { hours: null } },
      '/doctor/payments/summary': { body: { timeZone: 'Asia/Kolkata', months: [] } },
    });
    const { unmount } = renderDashboard();
    // The dashboard's first draw is slow in jsdom on a busy machine.
    const card = await screen.findByRole('region', { name: m.title }, { timeout: 10_000 });
    expect(within(card).getByText(m.progress(1, 3))).toBeTruthy();
    const steps = within(within(card).getByRole('list', { name: m.title })).getAllByRole(
      'listitem',
    );
    // Profile (no description yet) and hours not done; the photo is.
    const state = (step: HTMLElement) => within(step).getByRole('img').textContent;
    expect(steps.map(state)).toEqual([m.toDo, m.done, m.toDo]);
    expect(within(steps[0]!).getByRole('link', { name: m.openProfile }).getAttribute('href')).toBe(
      '/dochome/profile',
    );
    await userEvent.click(within(steps[2]!).getByRole('button', { name: m.openHours }));
    expect(await screen.findByRole('dialog', { name: 'Working hours' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(card).getByRole('button', { name: m.dismiss }));
    await waitFor(() => expect(screen.queryByRole('region', { name: m.title })).toBeNull());
    unmount();
    // Hidden stays hidden in this browser.
    renderDashboard();
    await screen.findByText('Available', {}, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: m.title })).toBeNull();
  });

  it('is not there once every step is done', async () => {
    const fetchMock = stubApi({
      '/doctor/payments/summary': { body: { timeZone: 'Asia/Kolkata', months: [] } },
      '/doctor/available-slots': slotsAnswer(data),
      '/doctor/profile': {
        body: { ...newProfile, description: 'Calm.', image: '/api/therapist-photos/x' },
      },
      '/doctor/working-hours': {
        body: {
          hours: {
            ranges: [{ weekday: 1, start: '09:00', end: '12:00' }],
            session_minutes: 50,
            break_minutes: 10,
            weeks: 4,
          },
        },
      },
    });
    renderDashboard();
    await screen.findByText('Available', {}, { timeout: 10_000 });
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining(['/api/doctor/profile', '/api/doctor/working-hours']),
      ),
    );
    expect(screen.queryByRole('region', { name: m.title })).toBeNull();
  });
});
