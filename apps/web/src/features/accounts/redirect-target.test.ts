import { describe, expect, it } from 'vitest';
import { homeFor, referrerOf, safeReturnPath } from './redirect-target';

describe('safeReturnPath', () => {
  it.each([
    ['/bookings/d1', '/bookings/d1'],
    ['/profile?tab=history#top', '/profile?tab=history#top'],
    [{ pathname: '/bookings/d2', search: '?x=1', hash: '' }, '/bookings/d2?x=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['/\t/evil.example', null],
    ['bookings', null],
    ['/login', null],
    ['/doctorLogin/', null],
    ['/SIGNUP?x=1', null],
    [42, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('referrerOf', () => {
  it('prefers state.from, then ?redirect=', () => {
    expect(referrerOf({ state: { from: '/a' }, search: '?redirect=/b' })).toBe('/a');
    expect(referrerOf({ state: null, search: '?redirect=%2Fb' })).toBe('/b');
    expect(referrerOf({ state: { from: '//x' }, search: '?redirect=//y' })).toBeNull();
  });
});

describe('homeFor', () => {
  it('sends each role to its own start page', () => {
    expect(['patient', 'doctor', 'admin'].map((role) => homeFor(role as never))).toEqual([
      '/home',
      '/dochome',
      '/admin',
    ]);
  });
});
