import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DoctorListItem } from '@solace/shared';
import { renderAt } from '../../test/render';
import { TherapistCard } from './TherapistCard';
import { DEFAULT_AVATAR } from './TherapistImage';

const doctor: DoctorListItem = {
  id: 'd1',
  name: 'Dr. Asha Rao',
  description: 'Calm, practical sessions for worry and burnout.',
  image: '/avatars/asha.svg',
  price: 1200,
  specialization: 'Anxiety and stress',
  nextAvailable: null,
  nextFreeTimes: [],
  rating: null,
  credentials: '',
  languages: [],
  approach: '',
};

function renderCard(overrides: Partial<DoctorListItem> = {}) {
  renderAt(<TherapistCard doctor={{ ...doctor, ...overrides }} />);
}

const cardLink = () => screen.getByRole('link', { name: 'Book a session with Dr. Asha Rao' });

const photo = () => screen.queryByRole('img', { name: 'Photo of Dr. Asha Rao' });

describe('TherapistCard', () => {
  it('shows the clients’ average and count, read out in full, only when there are reviews', () => {
    renderCard({ rating: { average: 4.5, count: 12 } });
    expect(screen.getByText('4.5 · 12 reviews')).toBeTruthy();
    expect(screen.getByText('Rated 4.5 out of 5 from 12 reviews')).toBeTruthy();
    expect(cardLink().getAttribute('aria-describedby')?.split(' ')).toHaveLength(4);
  });

  it('shows the photo, name, specialization, the price and a link to the profile', () => {
    renderCard();
    expect(photo()?.getAttribute('src')).toBe('/avatars/asha.svg');
    expect(screen.getByRole('heading', { name: 'Dr. Asha Rao' })).toBeTruthy();
    expect(screen.getByText('Anxiety and stress')).toBeTruthy();
    expect(screen.getByText(doctor.description)).toBeTruthy();
    // No reviews yet: no stars at all, and nothing said about a rating.
    expect(screen.queryByText(/Rated/)).toBeNull();
    expect(screen.queryByRole('img', { name: /star/i })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'View profile of Dr. Asha Rao' }).getAttribute('href'),
    ).toBe('/doctors/d1');
    expect(screen.getByText('₹1,200')).toBeTruthy();
  });

  it('shows the next free slot, or that none is open yet', () => {
    const start = new Date(2025, 2, 5, 9, 0);
    renderCard({ nextAvailable: start.toISOString() });
    expect(screen.getByText('Next free: March 5, 2025, 9:00 AM')).toBeTruthy();
    const described = (cardLink().getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Next free: March 5, 2025, 9:00 AM',
    );
  });

  it('says "No free slots yet" without a next free slot', () => {
    renderCard({ nextAvailable: null });
    expect(screen.getByText('No free slots yet')).toBeTruthy();
  });

  it('swaps a broken photo for the default avatar, once', () => {
    renderCard();
    fireEvent.error(photo()!);
    expect(photo()?.getAttribute('src')).toBe(DEFAULT_AVATAR);
    // If the default fails too it must not loop back or retry: the image is dropped.
    fireEvent.error(photo()!);
    expect(photo()).toBeNull();
  });

  it.each([null, ''])('uses the default avatar when the image is %j', (image) => {
    renderCard({ image });
    expect(photo()?.getAttribute('src')).toBe(DEFAULT_AVATAR);
  });

  it('is one link that says it books, to the booking page, for anyone', () => {
    renderCard();
    expect(cardLink().getAttribute('href')).toBe('/bookings/d1');
    // The heading is the therapist's name alone; the card's one link says what it does.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Dr. Asha Rao');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers the next free times, each opening the booking page with that time picked', async () => {
    const times = [
      { id: 's1', start: new Date(2025, 2, 5, 9, 0).toISOString() },
      { id: 's2', start: new Date(2025, 2, 5, 14, 30).toISOString() },
      { id: 's3', start: new Date(2025, 2, 7, 10, 0).toISOString() },
    ];
    renderCard({ nextAvailable: times[0]!.start, nextFreeTimes: times });
    const list = screen.getByRole('list', { name: 'Free times of Dr. Asha Rao' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Wed, Mar 5, 9:00 AM',
      'Wed, Mar 5, 2:30 PM',
      'Fri, Mar 7, 10:00 AM',
    ]);
    expect(links[1]!.getAttribute('aria-label')).toBe('Book Wed, Mar 5, 2:30 PM with Dr. Asha Rao');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/bookings/d1?slot=s1',
      '/bookings/d1?slot=s2',
      '/bookings/d1?slot=s3',
    ]);
    await userEvent.tab();
    expect(document.activeElement).toBe(links[0]);
  });

  it('offers no time list when none is free', () => {
    renderCard();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
