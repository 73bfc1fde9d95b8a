import { activeLanguage } from './i18n/catalogue';
import { cardsMessages } from './messages/cards';
import type { Plan } from './schemas/catalog';

const rupees = new Map<string, Intl.NumberFormat>();

/**
 * The locale amounts are written in: Indian grouping for rupees in English ('en-IN'), and
 * Hindi's own ('hi-IN'). `activeLocale()` is 'en-US' for English, which groups rupees wrongly.
 */
export function amountLocale(currency: string): string {
  if (activeLanguage() === 'hi') return 'hi-IN';
  return currency === 'INR' ? 'en-IN' : 'en';
}

/** A whole-rupee price as Indian readers expect it: ₹4,999. */
export function formatRupees(amount: number): string {
  const locale = amountLocale('INR');
  let format = rupees.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    rupees.set(locale, format);
  }
  return format.format(amount);
}

/** "per session", "per week", "per month": what one plan price buys. */
export function planPeriodLabel(period: Plan['period']): string {
  return cardsMessages.perPeriod[period];
}
