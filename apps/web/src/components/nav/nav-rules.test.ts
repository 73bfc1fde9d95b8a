import { describe, expect, it } from 'vitest';
import { accountMenuLinks, greeting, isNavHidden, logoTarget } from './nav-rules';

describe('logoTarget', () => {
  it.each(['/dochome', '/doctordashboard', '/DocHome', '/dochome/', '/dochome/profile'])(
    "leads to the doctor dashboard from the therapist's own page %s",
    (path) => {
      expect(logoTarget(path)).toBe('/dochome');
    },
  );

  it.each([
    '/',
    '/home',
    '/plans',
    '/services',
    '/login',
    '/bookings/42',
    '/docs',
    // The public list of therapists is for visitors and clients: home, not the staff login.
    '/doctors',
    // A therapist's public page is the visitors' too.
    '/doctors/3f1c2b9e-0000-4000-8000-000000000001',
    '/admin/doctor/7',
  ])('leads home from %s', (path) => {
    expect(logoTarget(path)).toBe('/');
  });
});

describe('isNavHidden', () => {
  it.each(['/login', '/signup', '/doctorLogin', '/doctorlogin', '/login/'])('hides on %s', (p) => {
    expect(isNavHidden(p)).toBe(true);
  });

  it.each(['/', '/home', '/doctors', '/loginhelp', '/signup/extra', '/profile'])(
    'shows on %s',
    (p) => {
      expect(isNavHidden(p)).toBe(false);
    },
  );
});

describe('greeting', () => {
  it('greets by name, or as Guest without one', () => {
    expect(greeting('Asha')).toBe('Hi, Asha');
    expect(greeting('')).toBe('Hi, Guest');
    expect(greeting('   ')).toBe('Hi, Guest');
    expect(greeting(null)).toBe('Hi, Guest');
  });
});

describe('accountMenuLinks', () => {
  it('gives therapists their public profile first, and everyone Report a problem and Profile', () => {
    expect(accountMenuLinks('doctor').map((l) => [l.label, l.to])).toEqual([
      ['My public profile', '/dochome/profile'],
      ['Report a problem', '/report-problem'],
      ['Profile', '/profile'],
    ]);
    expect(accountMenuLinks('patient').map((l) => l.label)).toEqual([
      'Report a problem',
      'Profile',
    ]);
  });
});
