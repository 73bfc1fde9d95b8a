import { beforeAll, describe, expect, it } from 'vitest';
import { withLanguage } from './i18n/catalogue';
import { loadHindi } from './messages/hi/index';
import { formatMoney } from './money';
import { formatRupees } from './format';
import { describeSessionTime, formatClockTime, formatSlotDate, formatSpokenDay } from './time';
import { chatTimeLabel, relativeTimeLabel } from './relative-time';

beforeAll(loadHindi);

/** Issue 29: dates, times and amounts in the reader's language, words and forms alike. */
describe('times and amounts in Hindi', () => {
  const thursdayEvening = new Date('2026-11-26T12:30:00Z');

  it('writes a session time as India says it, zone named, and English as before', () => {
    const hindi = withLanguage('hi', () => describeSessionTime(thursdayEvening, 'Asia/Kolkata'));
    expect(hindi).toBe('गुरुवार, 26 नवंबर 2026, शाम 6:00 बजे भारतीय मानक समय');
    expect(describeSessionTime(thursdayEvening, 'Asia/Kolkata')).toBe(
      'Thursday, November 26, 2026 at 6:00 PM India Standard Time',
    );
    expect(withLanguage('hi', () => formatSlotDate(thursdayEvening, 'Asia/Kolkata'))).toBe(
      '26 नवंबर 2026',
    );
    expect(formatClockTime(thursdayEvening, 'Asia/Kolkata')).toBe('6:00 PM');
  });

  it("names a date picker's day for a screen reader, weekday, day and month, in either language", () => {
    expect(formatSpokenDay(thursdayEvening, 'Asia/Kolkata')).toBe('Thursday 26 November');
    expect(withLanguage('hi', () => formatSpokenDay(thursdayEvening, 'Asia/Kolkata'))).toBe(
      'गुरुवार 26 नवंबर',
    );
  });

  it('says how long ago in Hindi', () => {
    const now = new Date('2026-11-26T13:00:00Z');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect(withLanguage('hi', () => relativeTimeLabel(ago(0), now))).toBe('अभी-अभी');
    expect(withLanguage('hi', () => relativeTimeLabel(ago(5), now))).toBe('5 मिनट पहले');
    expect(withLanguage('hi', () => relativeTimeLabel(ago(180), now))).toBe('3 घंटे पहले');
    expect(relativeTimeLabel(ago(5), now)).toBe('5 minutes ago');
    expect(relativeTimeLabel(ago(1), now)).toBe('1 minute ago');
    expect(withLanguage('hi', () => chatTimeLabel(ago(2).getTime(), now.getTime()))).toBe(
      '2 मि॰ पहले',
    );
    expect(chatTimeLabel(ago(2).getTime(), now.getTime())).toBe('2m ago');
  });

  it('writes amounts in Hindi’s locale, and English’s as before', () => {
    expect(formatMoney(140_000, 'INR')).toBe('₹1,400');
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(withLanguage('hi', () => formatMoney(14_000_000, 'INR'))).toBe('₹1,40,000');
    expect(withLanguage('hi', () => formatMoney(1250, 'USD'))).toBe('$12.50');
  });
});
