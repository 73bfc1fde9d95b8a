import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@solace/shared';
import { useBrowser } from './support/browser';
import { DEMO_PASSWORD, demoDoctor, demoPatient, loginAs } from './support/accounts';

/** The therapist signs in the way therapists do, on /doctorLogin, then opens Messages. */
async function therapistOpensChat(page: Page) {
  await page.goto('/doctorLogin');
  await page.getByLabel('Email', { exact: true }).fill(demoDoctor.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Doctor Dashboard' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await page.getByRole('heading', { level: 2, name: messages.chat.patientsTitle }).waitFor();
}

const conversationWith = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}` });

/** The header's Online or Offline for the selected therapist. */
const presenceIn = (page: Page) =>
  page
    .getByRole('region', { name: demoDoctor.name })
    .getByText(new RegExp(`^(${messages.chat.online}|${messages.chat.offline})$`));

describe('live chat', () => {
  const { newPage } = useBrowser();

  it('a patient and a therapist talk in real time, on every tab, with history and presence', async () => {
    const therapist = await newPage();
    await therapistOpensChat(therapist);

    const patient = await newPage();
    await loginAs(patient, demoPatient, '/liveChat');
    const doctors = patient.getByRole('region', { name: messages.chat.doctorsTitle });
    const row = doctors.getByRole('button', { name: new RegExp(demoDoctor.name) });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(messages.chat.online);
    await row.click();
    await expect.poll(() => presenceIn(patient).textContent()).toBe(messages.chat.online);

    // The patient writes; the therapist sees it arrive without reloading, and answers.
    const question = `Could we talk about my sleep? (${Date.now()})`;
    const box = patient.getByRole('textbox', { name: messages.chat.askQuestion });
    await box.fill(question);
    await box.press('Enter');
    await conversationWith(patient, demoDoctor.name).getByText(question).waitFor();

    const patients = therapist.getByRole('region', { name: messages.chat.patientsTitle });
    await patients.getByRole('button', { name: new RegExp(demoPatient.name) }).click();
    const fromPatient = conversationWith(therapist, demoPatient.name).getByText(question);
    await fromPatient.waitFor({ timeout: 5_000 });

    // A second tab of the patient, opened before the answer, receives it too.
    const secondTab = await patient.context().newPage();
    await secondTab.goto('/liveChat');
    await secondTab
      .getByRole('region', { name: messages.chat.doctorsTitle })
      .getByRole('button', { name: new RegExp(demoDoctor.name) })
      .click();
    await conversationWith(secondTab, demoDoctor.name).getByText(question).waitFor();

    const answer = 'Of course. Tell me how the last week went.';
    const reply = therapist.getByRole('textbox', { name: messages.chat.typeResponse });
    await reply.fill(answer);
    await therapist.getByRole('button', { name: messages.chat.send }).click();

    const received = conversationWith(patient, demoDoctor.name).getByText(answer);
    await received.waitFor({ timeout: 5_000 });
    await conversationWith(secondTab, demoDoctor.name)
      .getByText(answer)
      .waitFor({ timeout: 5_000 });
    // Ours on the right labelled You, theirs on the left.
    const mine = conversationWith(patient, demoDoctor.name).locator('li', { hasText: question });
    expect(await mine.getAttribute('data-sender')).toBe('me');
    expect(await mine.textContent()).toContain(messages.chat.you);
    const theirs = conversationWith(patient, demoDoctor.name).locator('li', { hasText: answer });
    expect(await theirs.getAttribute('data-sender')).toBe('other');

    // A reload shows the history from the server.
    await patient.reload();
    await conversationWith(patient, demoDoctor.name).getByText(question).waitFor();
    await conversationWith(patient, demoDoctor.name).getByText(answer).waitFor();

    // The therapist leaves: the patient's screen says Offline, and that messages will wait.
    await therapist.close();
    await expect
      .poll(() => presenceIn(patient).textContent(), { timeout: 10_000 })
      .toBe(messages.chat.offline);
    await patient.getByText(messages.chat.offlineDelivery(demoDoctor.name)).waitFor();

    expect(patient.problems).toEqual([]);
  }, 120_000); // four tabs, two people, a reload: about 40 s on a quiet machine

  it('works at 375 px, one panel at a time, by keyboard', async () => {
    const patient = await newPage({ width: 375, height: 740 });
    await loginAs(patient, demoPatient, '/liveChat');
    const doctors = patient.getByRole('region', { name: messages.chat.doctorsTitle });
    const row = doctors.getByRole('button', { name: new RegExp(demoDoctor.name) });
    await row.waitFor();
    // Ananya has a conversation from the journey above, so her row opens even while offline.
    await row.focus();
    await patient.keyboard.press('Enter');
    const box = patient.getByRole('textbox', { name: messages.chat.askQuestion });
    await box.waitFor();
    expect(await doctors.count()).toBe(0);
    await expect
      .poll(() => patient.evaluate(() => document.activeElement?.tagName))
      .toBe('TEXTAREA');
    const width = await patient.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await patient.getByRole('button', { name: 'Back to conversations' }).click();
    await row.waitFor();
    await expect.poll(() => row.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(patient.problems).toEqual([]);
  });
});
