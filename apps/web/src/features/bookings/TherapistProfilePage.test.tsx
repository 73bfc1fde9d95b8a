import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingMessages, therapistProfileMessages } from '@solace/shared';
import { authValue, LocationProbe, renderAt, stubApi } from '../../test/render';
import { testId } from '../../test/ids';
import { doctor, fixNow, march, slot } from './test-fixtures';
import { TherapistProfilePage } from './TherapistProfilePage';

fixNow();

const t = therapistProfileMessages;
const DOCTOR = `/doctors/${doctor.id}`;
const described = {
  ...doctor,
  rating: { average: 4.5, count: 2 },
  credentials: 'M.Phil. Clinical Psychology',
  languages: ['English', 'Tamil'],
  approach: 'CBT, one small step at a time.',
};

function renderProfile(answers: Parameters<typeof stubApi>[0], path = DOCTOR) {
  stubApi({ '/bookings/policy': { body: { cancelNoticeHours: 24 } }, ...answers });
  return renderAt(<p>elsewhere</p>, {
    path,
    auth: authValue('unauthenticated'),
    routes: [
      { path: '/doctors/:doctorId', element: <TherapistProfilePage /> },
      { path: '/bookings/:doctorId', element: <LocationProbe /> },
    ],
  });
}

describe('TherapistProfilePage', () => {
  it('shows the therapist, their reviews and next free times, each leading to booking, to a visitor too', async () => {
    renderProfile({
      [DOCTOR]: { body: described },
      [`${DOCTOR}/reviews`]: {
        body: {
          rating: { average: 4.5, count: 2 },
          reviews: [
            { rating: 5, comment: 'Very kind.', author: 'Priya', date: march(1, 9).toISOString() },
            { rating: 4, comment: '', author: 'Arun', date: march(2, 9).toISOString() },
          ],
        },
      },
      [`${DOCTOR}/available-slots`]: {
        body: {
          available: [slot(testId(301), march(5, 9)), slot(testId(302), march(1, 9))],
          booked: [],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: doctor.name })).toBeTruthy();
    expect(screen.getByText(described.credentials)).toBeTruthy();
    expect(screen.getByText('Tamil')).toBeTruthy();
    expect(screen.getByText(described.approach)).toBeTruthy();
    // The cancellation rule, before any time is chosen.
    expect(await screen.findByText(bookingMessages.cancellationPolicy(24))).toBeTruthy();
    expect(screen.getAllByText('Rated 4.5 out of 5 from 2 reviews').length).toBeGreaterThan(0);
    expect(await screen.findByText('Very kind.')).toBeTruthy();
    expect(screen.getByText('Priya, March 1, 2025')).toBeTruthy();
    const times = screen.getByRole('region', { name: t.nextFree });
    // Only the free time still ahead (now is March 3, 10:00), in the viewer's zone.
    const buttons = await within(times).findAllByRole('link', { name: /^Book / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      t.bookAt('Wednesday, March 5, 2025, 9:00 AM'),
    ]);
    await userEvent.click(buttons[0]!);
    // Straight to the booking page with that time picked, signed in or not.
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/bookings/${doctor.id}?slot=${testId(301)} null`,
    );
  });

  it('says clearly when there is no such therapist', async () => {
    renderProfile({
      [DOCTOR]: { status: 404, body: { error: 'Not found', code: 'DOCTOR_NOT_FOUND' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToList }).getAttribute('href')).toBe('/doctors');
  });
});
