import { describe, expect, it } from 'vitest';
import {
  accountsMessages as a,
  bookingMessages as b,
  chatMessages as c,
  describeSessionTime,
  formatClockTime,
  messages,
  urgentHelpMessages,
  withLanguage,
} from '@solace/shared';
import { foldable } from '../../apps/server/src/test/language-kit';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture';
import { DEMO_PASSWORD, demoDoctor } from './support/accounts';
import { staffSignIn, useServerWithAdmin } from './support/admin-server';
import { seriousAxeViolations } from './support/axe';
import { chooseDay } from './support/booking-page';
import { pageWidth, useBrowser, type TrackedPage } from './support/browser';
import { ahead, offerTimes } from './support/free-times';
import { devanagariFontLoaded, inHindi } from './support/hindi';

const ZONE = 'Asia/Kolkata';
const PHONE_WIDTH = 375;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page as a phone shows it: nothing wider than the screen, nothing axe calls serious. */
async function checkAtPhoneWidth(page: TrackedPage, where: string) {
  expect(await pageWidth(page), `${where} is wider than the screen`).toBeLessThanOrEqual(
    PHONE_WIDTH,
  );
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

/**
 * Issue 29: a client whose browser speaks Hindi does everything in Hindi on a phone (sign up,
 * book, the confirmation, chat) and receives it in Hindi, while the therapist reads English.
 */
describe('Solace in Hindi, on a phone', () => {
  const { newPage } = useBrowser();
  const setup = useServerWithAdmin(startSmtpCapture);

  it('serves every public page drawn in both languages, each naming the other by hreflang', async () => {
    const base = setup.server.url;
    const { therapistId } = await offerTimes(demoDoctor, [ahead(9, 10)], base);
    for (const path of [
      '/',
      '/plans',
      '/services',
      '/doctors',
      `/doctors/${therapistId}`,
      `/bookings/${therapistId}`,
      '/urgent-help',
    ]) {
      const hindiPath = path === '/' ? '/hi' : `/hi${path}`;
      for (const [language, url] of [
        ['en', path],
        ['hi', hindiPath],
      ] as const) {
        // A search engine's crawler: no cookie, no language preference, no scripts.
        const res = await fetch(`${base}${url}`, { redirect: 'manual' });
        expect(res.status, url).toBe(200);
        const html = await res.text();
        expect(html, url).toContain(`<html lang="${language}"`);
        expect(html, url).toContain(`<link rel="alternate" hreflang="en" href="${base}${path}">`);
        expect(html, url).toContain(
          `<link rel="alternate" hreflang="hi" href="${base}${hindiPath}">`,
        );
        expect(html, url).toContain(
          `<link rel="alternate" hreflang="x-default" href="${base}${path}">`,
        );
        // Drawn, not an empty shell: the header's words are in the HTML, in the page's language.
        const urgentHelp = withLanguage(language, () => urgentHelpMessages.urgentHelpTitle);
        expect(html, url).toContain(`>${urgentHelp}<`);
      }
    }
  });

  it('signs up, books, is told of the booking and chats, all in Hindi, at 375 px', async () => {
    const base = setup.server.url;
    const page = await newPage({
      baseUrl: base,
      width: PHONE_WIDTH,
      height: 740,
      timezoneId: ZONE,
      locale: 'hi-IN',
      bypassCSP: true,
    });

    // The first visit: the browser asks for Hindi, so the Hindi pages open, in Devanagari.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname.startsWith('/hi'));
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(await devanagariFontLoaded(page)).toBe(true);
    // The page asks for its Devanagari font (the 70 KB cut of Noto) alongside its scripts.
    const html = await (await fetch(`${base}/hi`)).text();
    expect(html).toMatch(
      /<link rel="preload" href="[^"]*noto-sans-devanagari-hindi-wght-[\w-]+\.woff2"/,
    );
    await checkAtPhoneWidth(page, 'home');

    // Sign up: every label, message and the e-mail in Hindi.
    const email = `meera.hindi.${Date.now()}@example.com`;
    await page.goto('/hi/signup');
    await page.getByLabel(inHindi(() => a.fullName)).fill('मीरा जोशी');
    await page
      .getByLabel(
        inHindi(() => a.passwordLabel),
        { exact: true },
      )
      .fill('calm-harbour-21');
    await page
      .getByLabel(
        inHindi(() => a.confirmPassword),
        { exact: true },
      )
      .fill('calm-harbour-21');
    await page.getByLabel(inHindi(() => a.age)).fill('31');
    await page
      .getByLabel(
        inHindi(() => a.emailLabel),
        { exact: true },
      )
      .fill(email);
    await page.getByLabel(inHindi(() => a.phoneWithCode)).fill('+919812300000');
    await checkAtPhoneWidth(page, 'sign-up form');
    await page.getByRole('button', { name: inHindi(() => a.signUp) }).click();
    await page.getByText(inHindi(() => a.checkEmailSent(email))).waitFor();

    const signupMail = await setup.smtp.nextMailTo(email, /confirm-email\?token=/);
    expect(signupMail.decoded).toMatch(
      foldable(inHindi(() => messages.mail.confirmSignup.subject)),
    );
    const link = /http:\/\/127\.0\.0\.1:\d+\/hi\/confirm-email\?token=[\w-]{43}/.exec(
      signupMail.decoded,
    )?.[0];
    expect(link, 'a link to the Hindi confirmation page').toBeDefined();
    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/hi/home');
    await page
      .getByText(inHindi(() => a.signupFinished))
      .first()
      .waitFor();

    // Book a free time: the picker, the times and the dialog speak Hindi, in India's time.
    const start = ahead(6, 12);
    const { therapistId } = await offerTimes(demoDoctor, [start], base);
    await page.goto(`/hi/bookings/${therapistId}`);
    await chooseDay(page, start, ZONE, 'hi');
    const time = inHindi(() => formatClockTime(start, ZONE));
    await page
      .getByRole('button', { name: new RegExp(escape(time)) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: inHindi(() => b.confirmBooking) });
    await dialog
      .getByText(new RegExp(escape(time)))
      .first()
      .waitFor();
    await checkAtPhoneWidth(page, 'booking dialog');
    await dialog.getByRole('button', { name: inHindi(() => b.confirmBooking) }).click();
    await page.getByText(inHindi(() => b.bookingSuccess)).waitFor();

    // The confirmation e-mail is in Hindi, with the session's time in her zone.
    const m = messages.mail.booking;
    const confirmation = await setup.smtp.nextMailTo(
      email,
      foldable(inHindi(() => m.patientSubject(demoDoctor.name))),
    );
    expect(confirmation.decoded).toContain(inHindi(() => describeSessionTime(start, ZONE)));

    // Chat: she writes in Hindi; the therapist, who reads English, answers; she sees it live.
    const therapist = await newPage({ baseUrl: base, timezoneId: 'Europe/London' });
    await staffSignIn(therapist, demoDoctor.email, DEMO_PASSWORD, '/dochome');
    await therapist.goto('/liveChat');

    await page.goto('/hi/liveChat');
    await page
      .getByRole('region', { name: inHindi(() => c.doctorsTitle) })
      .getByRole('button', { name: new RegExp(escape(demoDoctor.name)) })
      .click();
    const question = `नमस्ते, क्या हम मेरी नींद के बारे में बात कर सकते हैं? (${Date.now()})`;
    const box = page.getByRole('textbox', { name: inHindi(() => c.askQuestion) });
    await box.fill(question);
    await box.press('Enter');
    const conversation = page.getByRole('list', {
      name: inHindi(() => c.messagesWith(demoDoctor.name)),
    });
    await conversation.getByText(question).waitFor();

    await therapist
      .getByRole('region', { name: c.patientsTitle })
      .getByRole('button', { name: /मीरा जोशी/ })
      .click();
    await therapist
      .getByRole('list', { name: c.messagesWith('मीरा जोशी') })
      .getByText(question)
      .waitFor();
    const answer = 'Of course. Tell me how the last week went.';
    await therapist.getByRole('textbox', { name: c.typeResponse }).fill(answer);
    await therapist.getByRole('button', { name: c.send }).click();
    await conversation.getByText(answer).waitFor();
    await checkAtPhoneWidth(page, 'chat');

    // The account keeps Hindi for what is sent to her later, whatever page she opens.
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const me = await fetch(`${base}/api/check-login`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { user: { language: string } }).user.language).toBe('hi');
    expect(page.problems).toEqual([]);
  });
});
