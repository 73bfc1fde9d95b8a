import { describe, expect, it } from 'vitest';
import { greeting, isNavHidden, logoTarget } from './nav-rules';

describe('logoTarget', () => {
  it.each([
    '/dochome',
    '/doctorLogin',
    '/doctordashboard',
    '/doctors',
    '/admin/doctor/7',
    '/DocHome',
  ])('leads to the doctor dashboard from %s', (path) => {
    expect(logoTarget(path)).toBe('/dochome');
  });

  it.each(['/', '/home', '/plans', '/services', '/login', '/bookings/42', '/docs'])(
    'leads home from %s',
    (path) => {
      expect(logoTarget(path)).toBe('/');
    },
  );
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
