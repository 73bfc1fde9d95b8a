import type { Page } from 'playwright-core';
import { hydrated } from './hydration';

function part(date: Date, zone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }).format(date);
}

/** "Thursday 26 November": how the booking page's date picker names a day. */
function spokenDay(date: Date, zone: string): string {
  const weekday = part(date, zone, { weekday: 'long' });
  return `${weekday} ${part(date, zone, { day: 'numeric' })} ${part(date, zone, { month: 'long' })}`;
}

/**
 * Moves the booking page's date picker to the day of `date` (in `zone`) and picks it. The page
 * comes from the server as HTML with its picker in it: a day clicked before React has taken it
 * over does nothing (and the times stay the first day's), so the picker is used once hydrated.
 */
export async function chooseDay(page: Page, date: Date, zone: string): Promise<void> {
  const month = part(date, zone, { month: 'long', year: 'numeric' });
  await page.getByRole('grid').waitFor();
  await hydrated(page);
  for (let i = 0; i < 12; i++) {
    if (await page.getByRole('grid', { name: month }).isVisible()) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page
    .getByRole('grid', { name: month })
    .getByRole('button', { name: new RegExp(`^${spokenDay(date, zone)}(,|$)`) })
    .click();
}
