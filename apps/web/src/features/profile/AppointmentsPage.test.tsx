import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingMessages, creditsMessages } from '@solace/shared';
import { asha, authValue, LocationProbe, renderAt, stubApi } from '../../test/render';
import { AppointmentsPage } from './AppointmentsPage';
import { ProfilePage } from './ProfilePage';
import { clientQuestionnaireAnswers } from '../../test/questionnaire-stubs';
import { textChannelsAnswer } from '../../test/text-channel-stubs';

const empty = { body: { upcoming: [], past: [], cancelNoticeHours: 24, nextCursor: null } };

describe('AppointmentsPage', () => {
  it('is its own page, titled My appointments, with the list', async () => {
    stubApi({
      ...clientQuestionnaireAnswers,
      '/bookings/mine': empty,
      '/plans/mine': { body: [] },
      '/payments/mine': { body: { items: [], nextCursor: null } },
    });
    renderAt(<AppointmentsPage />, { path: '/appointments', auth: authValue('authenticated') });
    expect(screen.getByRole('heading', { level: 1, name: 'My appointments' })).toBeTruthy();
    expect(await screen.findByText('No upcoming appointments.')).toBeTruthy();
    // The client's plans follow their appointments.
    expect(await screen.findByRole('region', { name: creditsMessages.yourPlans })).toBeTruthy();
    expect(document.title).toContain('My appointments');
  });

  it('sends a visitor to the login page, to come back afterwards', async () => {
    renderAt(<AppointmentsPage />, {
      path: '/appointments',
      auth: authValue('unauthenticated'),
      routes: [{ path: '/login', element: <LocationProbe /> }],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login {"from":"/appointments"}'),
    );
  });

  it('tells a therapist whose page it is', () => {
    renderAt(<AppointmentsPage />, {
      auth: authValue('authenticated', { user: { ...asha, role: 'doctor' } }),
    });
    expect(screen.getByText(bookingMessages.appointmentsOnlyClients)).toBeTruthy();
  });

  it('is linked from the profile, and old /profile#appointments links land on it', async () => {
    stubApi({
      ...clientQuestionnaireAnswers,
      [`/profile/history/${asha.id}`]: { body: [] },
      '/calls': { body: [] },
      ...textChannelsAnswer,
    });
    const { unmount } = renderAt(<ProfilePage />, { auth: authValue('authenticated') });
    const link = await screen.findByRole('link', { name: 'See my appointments' });
    expect(link.getAttribute('href')).toBe('/appointments');
    unmount();
    renderAt(<ProfilePage />, {
      path: '/profile#appointments',
      auth: authValue('authenticated'),
      routes: [{ path: '/appointments', element: <LocationProbe /> }],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/appointments null'),
    );
  });
});
