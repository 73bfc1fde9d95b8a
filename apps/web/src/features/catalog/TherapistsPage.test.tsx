import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogMessages, connectionMessages } from '@solace/shared';
import { testId } from '../../test/ids';
import { authValue, renderAt, stubApi } from '../../test/render';
import { TherapistsPage } from './TherapistsPage';

const doctors = [
  {
    id: testId(201),
    name: 'Dr. Asha Rao',
    description: 'Listens.',
    image: null,
    price: 1200,
    specialization: 'Anxiety',
    nextAvailable: null,
    nextFreeTimes: [],
    rating: null,
    credentials: '',
    languages: [],
    approach: '',
  },
  {
    id: testId(202),
    name: 'Dr. Vikram Mehta',
    description: 'Kind.',
    image: null,
    price: 1500,
    specialization: 'Grief',
    nextAvailable: null,
    nextFreeTimes: [],
    rating: null,
    credentials: '',
    languages: [],
    approach: '',
  },
];

function Probe() {
  const location = useLocation();
  return <p data-testid="probe">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

const probes = [
  { path: '/login', element: <Probe /> },
  { path: '/bookings/:doctorId', element: <Probe /> },
];

describe('TherapistsPage', () => {
  it('shows the loading line, then the grid', async () => {
    stubApi({ '/doctors': { body: doctors } });
    renderAt(<TherapistsPage />, { path: '/doctors', auth: authValue('unauthenticated') });
    expect(screen.getByRole('status').textContent).toContain(catalogMessages.doctorsLoading);
    expect(await screen.findByRole('heading', { name: 'Dr. Asha Rao' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Our Doctors' })).toBeTruthy();
  });

  it('shows the empty message', async () => {
    stubApi({ '/doctors': { body: [] } });
    renderAt(<TherapistsPage />, { auth: authValue('unauthenticated') });
    expect(await screen.findByText(catalogMessages.doctorsEmpty)).toBeTruthy();
  });

  it('treats a non-array answer as invalid data', async () => {
    stubApi({ '/doctors': { body: { doctors } } });
    renderAt(<TherapistsPage />, { auth: authValue('unauthenticated') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Error: ${connectionMessages.doctorsInvalid}`);
  });

  it('shows the server error text and retries', async () => {
    const fetchMock = stubApi({
      '/doctors': { status: 503, body: { error: 'Down for a moment' } },
    });
    renderAt(<TherapistsPage />, { auth: authValue('unauthenticated') });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Down for a moment');
    stubApi({ '/doctors': { body: doctors } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dr. Vikram Mehta' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it.each(['unauthenticated', 'authenticated', 'loading'] as const)(
    'a card leads straight to the booking screen (%s): a visitor signs in only to confirm',
    async (status) => {
      stubApi({ '/doctors': { body: doctors } });
      renderAt(<TherapistsPage />, { path: '/doctors', routes: probes, auth: authValue(status) });
      await userEvent.click(
        await screen.findByRole('link', { name: 'Book a session with Dr. Vikram Mehta' }),
      );
      expect(screen.getByTestId('probe').textContent).toBe(`/bookings/${testId(202)} null`);
    },
  );
});
