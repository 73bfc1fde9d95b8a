import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type OwnProfile, adminMessages, therapistProfileMessages } from '@solace/shared';
import {
  asha,
  authValue,
  describedText,
  findToast,
  renderAt,
  sentRequest,
  stubApi,
} from '../../../test/render';
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
    // Each under its field and tied to it; focus on the first on screen, not the first typed.
    const price = screen.getByLabelText(t.price);
    const specialization = screen.getByLabelText(t.specialization);
    await waitFor(() => expect(describedText(price)).toBe(adminMessages.priceInvalid));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(specialization)).toBe(adminMessages.textTooLong);
    expect(specialization.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(specialization);
    expect(describedText(screen.getByLabelText(t.languages))).toBe(t.languagesHelp);
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
  });

  it('puts the server’s refusal under the field it names, and sends one save for a double submit', async () => {
    const fetchMock = stubApi({
      'GET /doctor/profile': { body: profile },
      'PUT /doctor/profile': {
        status: 400,
        body: {
          error: t.languagesInvalid,
          code: 'VALIDATION_FAILED',
          fields: { 'languages.1': t.languagesInvalid },
        },
      },
    });
    renderAt(<MyPublicProfilePage />, { path: '/dochome/profile', auth: therapist });
    const form = await screen.findByRole('form', { name: t.editTitle });
    fireEvent.submit(form);
    fireEvent.submit(form);
    const languages = screen.getByLabelText(t.languages);
    await waitFor(() => expect(languages.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(languages)).toBe(t.languagesInvalid);
    expect(document.activeElement).toBe(languages);
    expect(screen.getByRole('alert').textContent).toContain(t.languagesInvalid);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('is for therapists only', async () => {
    renderAt(<MyPublicProfilePage />, {
      path: '/dochome/profile',
      auth: authValue('authenticated'),
    });
    expect(await screen.findByText(t.onlyTherapists)).toBeTruthy();
  });
});
