import type { Page } from 'playwright-core';
import { bookingMessages, LOCALE_OF, withLanguage, type Language } from '@solace/shared';
import { hydrated } from './hydration';

function part(
  date: Date,
  zone: string,
  options: Intl.DateTimeFormatOptions,
  language: Language,
): string {
  return new Intl.DateTimeFormat(LOCALE_OF[language], { ...options, timeZone: zone }).format(date);
}

/** "Thursday 26 November": how the booking page's date picker names a day. */
function spokenDay(date: Date, zone: string, language: Language): string {
  const weekday = part(date, zone, { weekday: 'long' }, language);
  const day = part(date, zone, { day: 'numeric' }, language);
  return `${weekday} ${day} ${part(date, zone, { month: 'long' }, language)}`;
}

/**
 * Moves the booking page's date picker to the day of `date` (in `zone`) and picks it, on a page
 * in `language`. The page
 * comes from the server as HTML with its picker in it: a day clicked before React has taken it
 * over does nothing (and the times stay the first day's), so the picker is used once hydrated.
 */
export async function chooseDay(
  page: Page,
  date: Date,
  zone: string,
  language: Language = 'en',
): Promise<void> {
  const month = part(date, zone, { month: 'long', year: 'numeric' }, language);
  const nextMonth = withLanguage(language, () => bookingMessages.nextMonth);
  await page.getByRole('grid').waitFor();
  await hydrated(page);
  for (let i = 0; i < 12; i++) {
    if (await page.getByRole('grid', { name: month }).isVisible()) break;
    await page.getByRole('button', { name: nextMonth }).click();
  }
  await page
    .getByRole('grid', { name: month })
    .getByRole('button', { name: new RegExp(`^${spokenDay(date, zone, language)}(,|$)`) })
    .click();
}
