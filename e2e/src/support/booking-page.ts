import type { Page } from 'playwright-core';

function part(date: Date, zone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }).format(date);
}

/** "Thursday 26 November": how the booking page's date picker names a day. */
function spokenDay(date: Date, zone: string): string {
  const weekday = part(date, zone, { weekday: 'long' });
  return `${weekday} ${part(date, zone, { day: 'numeric' })} ${part(date, zone, { month: 'long' })}`;
}

/** Moves the booking page's date picker to the day of `date` (in `zone`) and picks it. */
export async function chooseDay(page: Page, date: Date, zone: string): Promise<void> {
  const month = part(date, zone, { month: 'long', year: 'numeric' });
  await page.getByRole('grid').waitFor();
  for (let i = 0; i < 12; i++) {
    if (await page.getByRole('grid', { name: month }).isVisible()) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page
    .getByRole('grid', { name: month })
    .getByRole('button', { name: new RegExp(`^${spokenDay(date, zone)}(,|$)`) })
    .click();
}
