import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authValue, renderAt } from '../../test/render';
import { NavBar } from './NavBar';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

/** Stands in for the notification bell, which app/ passes into the bar. */
const bellSlot = <button type="button">Notifications</button>;

describe('NavBar', () => {
  it('signed out: shows the visitor links and no account controls', () => {
    renderAt(<NavBar notifications={bellSlot} />, {
      path: '/plans',
      auth: authValue('unauthenticated'),
    });
    const nav = mainNav();
    const expected = {
      Therapists: '/doctors',
      Services: '/services',
      About: '/#aboutus',
      Contact: '/#contactus',
      Login: '/login',
      'Sign Up': '/signup',
      // The crisis lines, one tap away for everyone (issue 22, point 5).
      'Urgent help': '/urgent-help',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(nav.queryByRole('link', { name: 'Messages' })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(nav.queryByRole('button', { name: /^Hi,/ })).toBeNull();
  });

  it("signed in as a therapist: the Dashboard link, not a client's appointments", () => {
    const auth = authValue('authenticated', {
      user: { ...authValue('authenticated').user!, role: 'doctor' },
    });
    renderAt(<NavBar notifications={bellSlot} />, { path: '/doctors', auth });
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dochome');
    expect(nav.queryByRole('link', { name: 'My appointments' })).toBeNull();
  });

  it('signed in: shows Messages, the bell and the greeting menu, not Login', async () => {
    const user = userEvent.setup();
    const auth = authValue('authenticated');
    renderAt(<NavBar notifications={bellSlot} />, { path: '/plans', auth });
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/liveChat');
    expect(nav.getByRole('link', { name: 'Therapists' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Urgent help' }).getAttribute('href')).toBe(
      '/urgent-help',
    );
    // A client's own place is one click away.
    expect(nav.getByRole('link', { name: 'My appointments' }).getAttribute('href')).toBe(
      '/appointments',
    );
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(nav.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'About' })).toBeNull();

    await user.click(nav.getByRole('button', { name: 'Hi, Asha' }));
    // The menu's code is fetched on the first press.
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Logout', 'Report a problem', 'Profile']);
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'Report a problem' }).getAttribute('href')).toBe(
      '/report-problem',
    );

    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it('greets a user without a name as Guest', () => {
    const auth = authValue('authenticated', {
      user: { ...authValue('authenticated').user!, name: '' },
    });
    renderAt(<NavBar />, { auth });
    expect(mainNav().getByRole('button', { name: 'Hi, Guest' })).toBeTruthy();
  });

  it('while the session is checked: shows neither variant’s account part', () => {
    renderAt(<NavBar notifications={bellSlot} />, { auth: authValue('loading') });
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Therapists' })).toBeTruthy();
    for (const name of ['Login', 'Sign Up', 'Messages', 'About', 'Contact']) {
      expect(nav.queryByRole('link', { name })).toBeNull();
    }
    expect(nav.queryByRole('button', { name: /^Hi,/ })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Notifications' })).toBeNull();
  });

  it('logo leads to the dashboard on doctor pages and home elsewhere', () => {
    const { unmount } = renderAt(<NavBar />, {
      path: '/dochome',
      auth: authValue('unauthenticated'),
    });
    expect(mainNav().getByRole('link', { name: 'Solace' }).getAttribute('href')).toBe('/dochome');
    unmount();
    renderAt(<NavBar />, { path: '/services', auth: authValue('unauthenticated') });
    expect(mainNav().getByRole('link', { name: 'Solace' }).getAttribute('href')).toBe('/');
  });

  it('below 900 px the same links open from the menu button in a drawer', async () => {
    const user = userEvent.setup();
    renderAt(<NavBar />, { auth: authValue('unauthenticated') });
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    // The drawer's code is fetched on the first press.
    const drawer = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    for (const name of ['Therapists', 'Services', 'About', 'Contact', 'Login', 'Sign Up']) {
      expect(drawer.getByRole('link', { name })).toBeTruthy();
    }
  });
});
