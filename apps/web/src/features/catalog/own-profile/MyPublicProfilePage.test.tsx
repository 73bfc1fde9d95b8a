import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type OwnProfile, adminMessages, therapistProfileMessages } from '@solace/shared';
import { asha, authValue, findToast, renderAt, sentRequest, stubApi } from '../../../test/render';
import { testId } from '../../../test/ids';
import { MyPublicProfilePage } from './MyPublicProfilePage';

const t = therapistProfileMessages;
const profile: OwnProfile = {
  id: testId(201),
  name: 'Dr. Asha Rao',
  specialization: 'Anxiety',
  description: 'Listens.',
  price: 1200,
  image: null,
  credentials: 'M.Phil.',
  languages: ['English'],
  approach: 'CBT.',
  listed: true,
};
const therapist = authValue('authenticated', { user: { ...asha, role: 'doctor' } });

describe('MyPublicProfilePage', () => {
  it('shows every field’s error at once, then saves what the therapist wrote', async () => {
    const fetchMock = stubApi({
      'GET /doctor/profile': { body: profile },
      'PUT /doctor/profile': {
        body: { ...profile, description: 'New bio.', languages: ['English', 'Hindi'] },
      },
    });
    renderAt(<MyPublicProfilePage />, { path: '/dochome/profile', auth: therapist });
    const bio = await screen.findByLabelText(t.bio);
    const set = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set(t.price, '-1');
    set(t.specialization, 'x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(adminMessages.priceInvalid)).toBeTruthy();
    expect(screen.getByText(adminMessages.textTooLong)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    set(t.price, '1300');
    set(t.specialization, 'Anxiety');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'New bio.');
    set(t.languages, 'English, Hindi');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await findToast(t.saved)).toBeTruthy();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentRequest(fetchMock, put).body).toEqual({
      specialization: 'Anxiety',
      description: 'New bio.',
      price: 1300,
      credentials: 'M.Phil.',
      languages: ['English', 'Hindi'],
      approach: 'CBT.',
    });
  }, 20_000);

  it('is for therapists only', async () => {
    renderAt(<MyPublicProfilePage />, {
      path: '/dochome/profile',
      auth: authValue('authenticated'),
    });
    expect(await screen.findByText(t.onlyTherapists)).toBeTruthy();
  });
});
