import { describe, expect, it } from 'vitest';
import { formatRupees, planPeriodLabel } from './format';
import { withLanguage } from './i18n/catalogue';
import { loadHindi } from './messages/hi';

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

  it('names it in Hindi for a Hindi reader', () => {
    loadHindi();
    expect(withLanguage('hi', () => planPeriodLabel('session'))).toBe('प्रति सत्र');
    expect(withLanguage('hi', () => `${formatRupees(1200)} ${planPeriodLabel('week')}`)).toBe(
      '₹1,200 प्रति सप्ताह',
    );
  });
});
