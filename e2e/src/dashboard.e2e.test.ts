import { describe, expect, it, onTestFinished } from 'vitest';
import {
  calendarDayIn,
  formatTimeRange,
  messages,
  workingHoursSessions,
  zonedTime,
  type CalendarDay,
} from '@solace/shared';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiLogin, demoPatient, loginAs } from './support/accounts';

const ZONE = 'Europe/London';
const DAY = 24 * 3600_000;
const weekdays = (start: string, end: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
/** What the journey enters: Monday 09:00-13:00 and 14:00-18:00, copied to Tuesday-Friday. */
const HOURS = {
  ranges: [...weekdays('09:00', '13:00'), ...weekdays('14:00', '18:00')],
  session_minutes: 50,
  break_minutes: 10,
  weeks: 2,
};

/**
 * The `nth` weekday (Monday to Friday) at least six days ahead, in the therapist's zone: after
 * the session the booking journey books for the same demo client (it cancels the first one).
 */
function weekdayAhead(nth: number): CalendarDay {
  let found = 0;
  for (let days = 6; ; days++) {
    const day = calendarDayIn(new Date(Date.now() + days * DAY), ZONE);
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && ++found === nth) return day;
  }
}

async function post(base: string, path: string, token: string, body: unknown) {
  const res = await fetch(new URL(`/api${path}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A session at 10:00 on `day`, offered by the therapist and booked by the demo client. */
async function bookedSession(page: Page, therapist: { email: string }, day: CalendarDay) {
  const base = page.url();
  const doctor = await apiLogin(therapist, 'staff');
  const start = zonedTime(day, 10 * 60, ZONE);
  const end = new Date(start.getTime() + 50 * 60_000);
  const times = { start_time: start.toISOString(), end_time: end.toISOString() };
  await post(base, '/doctor/add-available-slots', doctor.token, { slots: [times] });
  const own = await fetch(new URL('/api/doctor/available-slots', base), {
    headers: { authorization: `Bearer ${doctor.token}` },
  });
  const slots = (await own.json()) as { available: { id: string; start_time: string }[] };
  const slot = slots.available.find((s) => s.start_time === times.start_time)!;
  const patient = await apiLogin(demoPatient);
  const booked = (await post(base, '/bookings/create', patient.token, {
    slotId: slot.id,
    doctorId: doctor.user.id,
  })) as { booking: { id: string } };
  // The demo client is shared by every journey: the booking is cancelled once this one is done.
  const cancel = async () => {
    await post(base, `/bookings/${booked.booking.id}/cancel`, patient.token, {});
  };
  return { start, end, cancel };
}

/** Whether the locator shows within a moment (the calendar redraws after a click). */
async function shows(locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.waitFor({ timeout: 1_500 }).then(
    () => true,
    () => false,
  );
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The time fields too narrow for their time ("09:00 AM" and its clock button), as "value: has
 * px, needs px". A time field's scrollWidth equals its clientWidth even when its text is cut
 * (the text sits in Chromium's own shadow tree), so the width it needs is measured on a copy
 * left to size itself.
 */
async function clippedTimeFields(scope: ReturnType<Page['locator']>): Promise<string[]> {
  return scope.locator('input[type="time"]').evaluateAll((inputs: HTMLInputElement[]) =>
    inputs.flatMap((input) => {
      const copy = input.cloneNode() as HTMLInputElement;
      Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: 'auto' });
      input.parentElement!.append(copy);
      const needs = copy.getBoundingClientRect().width;
      copy.remove();
      const has = input.getBoundingClientRect().width;
      return needs > has + 0.5 ? [`${input.value}: has ${has}px, needs ${needs}px`] : [];
    }),
  );
}

describe('the therapist dashboard', () => {
  const { newPage } = useBrowser();

  it.each([
    { width: 1280, height: 800, therapist: 'meera.kapoor@solace.example', nth: 1 },
    { width: 375, height: 740, therapist: 'zoya.khan@solace.example', nth: 2 },
  ])(
    'at $width px: the agenda, then working hours become sessions on the calendar',
    async ({ width, height, therapist, nth }) => {
      const page = await newPage({ width, height, timezoneId: ZONE, bypassCSP: true });
      await page.goto('/');
      const account = { email: therapist };
      const { start, end, cancel } = await bookedSession(page, account, weekdayAhead(nth));
      onTestFinished(cancel);
      await loginAs(page, account, '/dochome', 'staff');

      // The agenda leads: the booked session, its client and its time in the therapist's zone.
      const agenda = page.getByRole('region', { name: 'Your sessions' });
      await agenda.getByText(demoPatient.name).waitFor();
      await agenda.getByText(formatTimeRange(start, end, ZONE)).waitFor();
      await agenda.getByRole('button', { name: /^Details, / }).waitFor();
      // Beside the calendar on a wide screen, above it on a phone.
      const agendaBox = (await agenda.boundingBox())!;
      const calendarBox = (await page.locator('.rbc-calendar').boundingBox())!;
      if (width >= 900) expect(agendaBox.x + agendaBox.width).toBeLessThan(calendarBox.x);
      else expect(agendaBox.y + agendaBox.height).toBeLessThan(calendarBox.y);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Working hours: Monday's two ranges, copied to Tuesday to Friday, two weeks ahead. (The
      // setup checklist offers them too, as "Set working hours": this is the toolbar's button.)
      await page.getByRole('button', { name: 'Working hours', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Working hours' });
      const monday = dialog.getByRole('group', { name: 'Monday' });
      await monday.getByLabel('To', { exact: true }).fill('13:00');
      await monday.getByRole('button', { name: 'Add hours on Monday' }).click();
      await monday.getByLabel('From', { exact: true }).nth(1).fill('14:00');
      await monday.getByLabel('To', { exact: true }).nth(1).fill('18:00');
      await dialog.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }).click();
      await dialog.getByLabel('Weeks ahead').selectOption('2');
      await dialog.getByText('40 sessions a week, up to 80 over 2 weeks').waitFor();
      expect(await clippedTimeFields(dialog)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const content = dialog.locator('.MuiDialogContent-root');
      expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The booked 10:00 session holds one of these times.
      const expected = workingHoursSessions(HOURS, ZONE, new Date()).length - 1;
      await dialog.getByRole('button', { name: 'Create sessions' }).click();
      await page
        .getByText(`${messages.slots.addedMany(expected)}, ${messages.slots.skippedTaken(1)}`)
        .waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // On the calendar: the coming week on a wide screen; day by day on a phone, then the
      // month, whose seven columns fit the screen.
      const available = page.locator('.slot-available').first();
      const step = width >= 900 ? 'Next week' : 'Next day';
      // From the next day (week) on: today's working hours may be mostly over already.
      await page.getByRole('button', { name: step }).click();
      for (let i = 0; i < 5 && !(await shows(available)); i++) {
        await page.getByRole('button', { name: step }).click();
      }
      expect(await page.locator('.slot-available').count()).toBeGreaterThan(3);
      if (width < 900) {
        const layout = page.getByRole('group', { name: 'Calendar layout' });
        await layout.getByRole('button', { name: 'Month' }).click();
        await page.locator('.rbc-month-view').waitFor();
      }
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The list: the coming two weeks by day; Booked only (chosen from the keyboard) leaves
      // the booked session and nothing else.
      await page.getByRole('button', { name: 'List View' }).click();
      const rows = page.locator('.MuiListItem-root');
      await rows.filter({ hasText: 'Available' }).first().waitFor();
      const allRows = await rows.count();
      const bookedOnly = page.getByRole('group', { name: 'Show' }).getByRole('button', {
        name: 'Booked only',
      });
      await bookedOnly.focus();
      await page.keyboard.press('Enter');
      await page.locator('button[aria-pressed="true"]', { hasText: 'Booked only' }).waitFor();
      const booked = await rows.allInnerTexts();
      expect(booked.length).toBeGreaterThan(0);
      expect(booked.length).toBeLessThan(allRows);
      for (const row of booked) {
        expect(row).toContain('Booked by:');
        expect(row).not.toContain('Available');
      }
      expect(booked.join('\n')).toContain(`Booked by: ${demoPatient.name}`);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(page.problems).toEqual([]);
    },
    120_000,
  );
});
