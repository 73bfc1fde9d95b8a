import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DoctorListItem } from '@solace/shared';
import { renderAt } from '../../test/render';
import { DoctorCard } from './DoctorCard';
import { DEFAULT_AVATAR } from './DoctorImage';

const doctor: DoctorListItem = {
  id: 'd1',
  name: 'Dr. Asha Rao',
  description: 'Calm, practical sessions for worry and burnout.',
  image: '/avatars/asha.svg',
  price: 1200,
  specialization: 'Anxiety and stress',
  nextAvailable: null,
  rating: null,
  credentials: '',
  languages: [],
  approach: '',
};

function renderCard(overrides: Partial<DoctorListItem> = {}, onSelect = vi.fn()) {
  renderAt(<DoctorCard doctor={{ ...doctor, ...overrides }} onSelect={onSelect} />);
  return onSelect;
}

const photo = () => screen.queryByRole('img', { name: 'Photo of Dr. Asha Rao' });

describe('DoctorCard', () => {
  it('shows the clients’ average and count, read out in full, only when there are reviews', () => {
    renderCard({ rating: { average: 4.5, count: 12 } });
    expect(screen.getByText('4.5 · 12 reviews')).toBeTruthy();
    expect(screen.getByText('Rated 4.5 out of 5 from 12 reviews')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Dr. Asha Rao' });
    expect(button.getAttribute('aria-describedby')?.split(' ')).toHaveLength(4);
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
    const button = screen.getByRole('button', { name: 'Dr. Asha Rao' });
    const described = (button.getAttribute('aria-describedby') ?? '').split(' ');
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

  it('is one button, named by the therapist, that selects the doctor', async () => {
    const onSelect = renderCard();
    const button = screen.getByRole('button', { name: 'Dr. Asha Rao' });
    await userEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }));
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
