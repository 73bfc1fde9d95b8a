import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  minorToMajor,
  minorToTypedText,
  minorUnitDigits,
  parseMajorUnits,
} from './money';

describe('money in minor units', () => {
  it('knows how many decimals a currency has', () => {
    expect(minorUnitDigits('INR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
  });

  it('reads typed amounts exactly, never through a float', () => {
    expect(parseMajorUnits('1400', 'INR')).toBe(140000);
    expect(parseMajorUnits('1400.10', 'INR')).toBe(140010);
    expect(parseMajorUnits(' 1,400.5 ', 'INR')).toBe(140050);
    expect(parseMajorUnits('0.29', 'INR')).toBe(29);
    expect(parseMajorUnits('4.35', 'USD')).toBe(435);
    expect(parseMajorUnits('500', 'JPY')).toBe(500);
    expect(parseMajorUnits('1.234', 'KWD')).toBe(1234);
  });

  it('refuses what is not an amount of that currency', () => {
    for (const text of ['', '1.234', '-5', '1e3', 'abc', '12.3.4', '.5', '5 rupees']) {
      expect(parseMajorUnits(text, 'INR'), text).toBeUndefined();
    }
    expect(parseMajorUnits('5.5', 'JPY')).toBeUndefined();
  });

  it('writes minor units back as typed text and as major units', () => {
    expect(minorToTypedText(140000, 'INR')).toBe('1400');
    expect(minorToTypedText(140050, 'INR')).toBe('1400.50');
    expect(minorToTypedText(7, 'INR')).toBe('0.07');
    expect(minorToMajor(499900, 'INR')).toBe(4999);
  });

  it('formats for people, rupees with Indian grouping', () => {
    expect(formatMoney(140000, 'INR')).toBe('₹1,400');
    expect(formatMoney(15000000, 'INR')).toBe('₹1,50,000');
    expect(formatMoney(39950, 'INR')).toBe('₹399.50');
    expect(formatMoney(1200, 'USD')).toBe('$12');
  });
});
