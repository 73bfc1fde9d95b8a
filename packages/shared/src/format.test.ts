import { describe, expect, it } from 'vitest';
import { formatRupees, planPeriodLabel } from './format';

describe('formatRupees', () => {
  it('shows whole rupees with the rupee sign and Indian grouping', () => {
    expect(formatRupees(250)).toBe('₹250');
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });
});

describe('planPeriodLabel', () => {
  it('names what one price buys', () => {
    expect(planPeriodLabel('session')).toBe('per session');
    expect(planPeriodLabel('week')).toBe('per week');
    expect(planPeriodLabel('month')).toBe('per month');
  });
});
