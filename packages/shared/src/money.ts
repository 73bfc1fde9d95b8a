/**
 * Money as Solace keeps it (decision 0025): integer minor units (paise, cents) of an ISO 4217
 * currency, never a float. Amounts typed by people are read from their text, digit by digit, so
 * "1400.10" is 140010 paise exactly (1400.10 * 100 is 140009.99999999997 as a float).
 */

import { amountLocale } from './format';

/** Digits after the point in a currency's amounts: 2 for INR and USD, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits!;
  } catch {
    return 2;
  }
}

/** An amount typed in major units ("1,400.50"), in minor units; undefined when it is not one. */
export function parseMajorUnits(text: string, currency: string): number | undefined {
  const digits = minorUnitDigits(currency);
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''));
  const fraction = match?.[2] ?? '';
  if (!match || fraction.length > digits) return undefined;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Minor units as the text a person types them in ("1400.5" → "1400.50", whole: "1400"). */
export function minorToTypedText(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const whole = Math.trunc(minor / 10 ** digits);
  const fraction = minor % 10 ** digits;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(digits, '0')}`;
}

/** Minor units as a number of major units (the spec's `price`: 1400 for ₹1,400). */
export function minorToMajor(minor: number, currency: string): number {
  return minor / 10 ** minorUnitDigits(currency);
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount for people to read: "₹1,400", "₹399.50", "$12.00" (Indian grouping for rupees).
 * Whole amounts show no decimals; others show them all.
 */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const whole = minor % 10 ** digits === 0;
  const locale = amountLocale(currency);
  const key = `${locale}:${currency}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: whole ? 0 : digits,
    });
    formats.set(key, format);
  }
  return format.format(minor / 10 ** digits);
}
