import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asha, authValue, renderAt } from '../../test/render';
import { AdminPage } from './AdminPage';

describe('AdminPage', () => {
  it('is the coming-soon page for administrators', () => {
    renderAt(<AdminPage />, {
      auth: authValue('authenticated', { user: { ...asha, role: 'admin' } }),
    });
    expect(screen.getByText(/This part of Solace is coming soon\./)).toBeTruthy();
  });

  it.each([
    ['a client', authValue('authenticated')],
    ['a visitor', authValue('unauthenticated')],
  ])('tells %s it is for administrators', (_, auth) => {
    renderAt(<AdminPage />, { auth });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    expect(screen.getByText('This page is for administrators.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/coming soon/)).toBeNull();
  });
});
