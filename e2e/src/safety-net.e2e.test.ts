import { describe, expect, inject, it } from 'vitest';
import { apiLogin, demoDoctor, loginAs, signUpClient } from './support/accounts';
import { callApi } from './support/api-call';
import { axeAtBothWidths } from './support/axe';
import { useBrowser } from './support/browser';
import { openSignedIn } from './support/signed-in-page';

const noFindings = { 375: [], 1280: [] };

/** A free 50-minute time of the therapist `days` ahead at 05:00 UTC, booked by the client. */
async function bookSession(
  doctor: { token: string; user: { id: string } },
  client: string,
  days: number,
) {
  const start = new Date(Date.now() + days * 24 * 3600_000);
  start.setUTCHours(5, 0, 0, 0);
  const end = new Date(start.getTime() + 50 * 60_000);
  await callApi('/doctor/add-available-slots', doctor.token, {
    slots: [{ start_time: start.toISOString(), end_time: end.toISOString() }],
  });
  const { available } = (await callApi('/doctor/available-slots', doctor.token)) as {
    available: { id: string; start_time: string }[];
  };
  const slot = available.find((s) => Date.parse(s.start_time) === start.getTime())!;
  const { booking } = (await callApi('/bookings/create', client, {
    slotId: slot.id,
    doctorId: doctor.user.id,
  })) as { booking: { id: string } };
  return { bookingId: booking.id, slotId: slot.id };
}

describe('the safety net', () => {
  const { newPage } = useBrowser();

  it('shows the crisis lines at once, alerts the therapist live, and keeps the client informed', async () => {
    const email = `safety.${Date.now()}@example.com`;
    const client = await signUpClient({
      Name: 'Meera Iyer',
      Password: 'river-lantern-5820',
      Age: 29,
      Email: email,
      PhoneNumber: '+919800022244',
    });
    const doctor = await apiLogin(demoDoctor, 'staff');
    const first = await bookSession(doctor, client.token, 9);
    const second = await bookSession(doctor, client.token, 10);

    // The therapist's dashboard is open in another browser.
    const therapistPage = await newPage({ bypassCSP: true });
    await loginAs(therapistPage, demoDoctor, '/dochome', 'staff');
    await therapistPage.getByRole('heading', { name: 'Doctor Dashboard' }).waitFor();
    await therapistPage.waitForLoadState('networkidle');

    // The client sees the questionnaire due on their appointments and opens it.
    const page = await newPage({ bypassCSP: true });
    await openSignedIn(page, client, '/appointments');
    await page.getByText('Questionnaire due').first().waitFor();
    await page.getByRole('link', { name: 'Fill in the questionnaire' }).first().click();
    await page.waitForURL(`**/questionnaires/${first.bookingId}`);
    const phq9 = page.getByRole('region', { name: 'Patient Health Questionnaire (PHQ-9)' });
    await phq9.getByRole('radiogroup').first().waitFor();
    expect(await axeAtBothWidths(page)).toEqual(noFindings);

    for (let item = 1; item <= 9; item += 1) {
      const group = phq9.getByRole('radiogroup', { name: new RegExp(`^${item}\\. `) });
      await group.getByLabel(item === 9 ? 'Several days' : 'Not at all', { exact: true }).check();
    }
    await phq9.getByRole('button', { name: 'Send my answers' }).click();
    // The crisis lines come at once, and stay with the thanks.
    const crisis = page.getByRole('region', { name: 'Thank you for telling us' });
    await crisis.waitFor();
    expect(await crisis.textContent()).toContain('14416');
    await phq9.getByText('Thank you. Your answers are saved.').waitFor();
    await crisis.waitFor();

    // The therapist's bell has the urgent alert, live; they acknowledge it there.
    const nav = therapistPage.getByRole('navigation', { name: 'Main' });
    const bell = nav.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor({ timeout: 5000 });
    await bell.click();
    await therapistPage.getByText(/Meera Iyer answered PHQ-9 question 9/).waitFor();
    await therapistPage.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    const openSignals = async () => {
      const { items } = (await callApi('/doctor/risk-signals', doctor.token)) as {
        items: { clientId: string }[];
      };
      return items.filter((s) => s.clientId === client.user.id).length;
    };
    await expect
      .poll(openSignals, { message: therapistPage.problems.join('\n'), timeout: 10_000 })
      .toBe(0);
    await therapistPage.getByRole('button', { name: 'Acknowledged', exact: true }).waitFor();

    // A second PHQ-9 the therapist asks for before the next session.
    await callApi(`/doctor/bookings/${second.bookingId}/questionnaire-request`, doctor.token, {});
    await callApi(`/bookings/${second.bookingId}/questionnaires`, client.token, {
      instrument: 'phq9',
      answers: [1, 1, 0, 1, 0, 0, 0, 0, 0],
    });

    // The client shares their results on the profile; the therapist reads them once.
    await page.goto('/profile');
    const sharing = page.getByLabel('Share my questionnaire results with my therapist');
    await sharing.click(); // a controlled switch: it turns once the server agreed
    await expect.poll(() => sharing.isChecked()).toBe(true);
    await expect
      .poll(async () => {
        const consents = (await callApi('/profile/consents', client.token)) as {
          purposes: { granted: boolean }[];
        };
        return consents.purposes[0]?.granted;
      })
      .toBe(true);
    await callApi(
      `/doctor/clients/${client.user.id}/questionnaires/results?instrument=phq9`,
      doctor.token,
    );

    await page.reload();
    const table = page.getByRole('table', { name: 'PHQ-9 scores, oldest first' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await page.getByText(/Dr\. Ananya Sharma viewed your PHQ-9 results/).waitFor();
    expect(await axeAtBothWidths(page)).toEqual(noFindings);

    // The therapist's agenda shows the latest score beside each of the client's sessions.
    await therapistPage.keyboard.press('Escape');
    await therapistPage.goto('/dochome');
    const latestScores = therapistPage
      .getByRole('region', { name: 'Your sessions' })
      .getByRole('list', { name: 'Latest questionnaire scores of Meera Iyer' });
    await latestScores.first().waitFor();
    expect(await latestScores.first().textContent()).toBe('PHQ-9 3 · Minimal');
    expect(await axeAtBothWidths(therapistPage)).toEqual(noFindings);

    // The alert's own page, where the notification leads.
    await therapistPage.keyboard.press('Escape');
    const signals = (await callApi('/doctor/risk-signals', doctor.token)) as { items: unknown[] };
    expect(Array.isArray(signals.items)).toBe(true);
    await therapistPage.goto('/risk-signals/00000000-0000-4000-8000-000000000000');
    await therapistPage.getByText('This safety alert was not found.').waitFor();
    expect(await axeAtBothWidths(therapistPage)).toEqual(noFindings);

    await leaveAsFound(doctor, [first, second]);
  });

  it('shows the crisis lines when a client writes crisis words in chat, and alerts the away therapist', async () => {
    const client = await signUpClient({
      Name: 'Kabir Sethi',
      Password: 'harbour-willow-7314',
      Age: 34,
      Email: `chat.safety.${Date.now()}@example.com`,
      PhoneNumber: '+919800033355',
    });
    const doctor = await apiLogin(demoDoctor, 'staff');
    const session = await bookSession(doctor, client.token, 11);
    // The therapist is away: no page of theirs is open (the journeys run one file at a time).
    const therapistOnline = async () => {
      const list = (await callApi('/chat/doctors', client.token)) as unknown as {
        id: string;
        online: boolean;
      }[];
      return list.find((d) => d.id === doctor.user.id)?.online;
    };
    await expect.poll(therapistOnline, { timeout: 10_000 }).toBe(false);

    const page = await newPage({ bypassCSP: true });
    await openSignedIn(page, client, `/liveChat?with=${doctor.user.id}`);
    const box = page.getByRole('textbox', { name: 'Ask your question' });
    await box.fill('I cannot sleep and some nights I want to end my life.');
    await box.press('Enter');
    // The crisis lines come at once, with the focus.
    const crisis = page.getByRole('region', { name: 'You are not alone' });
    await crisis.waitFor();
    expect(await crisis.textContent()).toContain('14416');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('You are not alone');
    expect(await axeAtBothWidths(page)).toEqual(noFindings);

    // The therapist comes back to an urgent alert in the bell and opens it.
    const therapistPage = await newPage({ bypassCSP: true });
    await loginAs(therapistPage, demoDoctor, '/dochome', 'staff');
    const nav = therapistPage.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await therapistPage
      .getByText(/Kabir Sethi wrote to you in chat, while you were away/)
      .waitFor();
    const { items } = (await callApi('/doctor/risk-signals', doctor.token)) as {
      items: { id: string; clientId: string; source: string }[];
    };
    const signal = items.find((s) => s.clientId === client.user.id)!;
    expect(signal.source).toBe('chat');
    await therapistPage.keyboard.press('Escape');
    await therapistPage.goto(`/risk-signals/${signal.id}`);
    await therapistPage.getByRole('heading', { name: 'Safety alert about Kabir Sethi' }).waitFor();
    const open = therapistPage.getByRole('link', { name: 'Open the conversation' });
    expect(await open.getAttribute('href')).toBe(`/liveChat?with=${client.user.id}`);
    expect(await axeAtBothWidths(therapistPage)).toEqual(noFindings);
    await therapistPage.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await therapistPage
      .getByRole('status')
      .filter({ hasText: /^Acknowledged / })
      .waitFor();

    await leaveAsFound(doctor, [session]);
  });
});

/** Leaves the shared demo server as found: the other journeys count bookings and free times. */
async function leaveAsFound(
  doctor: { token: string },
  sessions: { bookingId: string; slotId: string }[],
) {
  for (const { bookingId, slotId } of sessions) {
    await callApi(`/bookings/${bookingId}/cancel`, doctor.token, {});
    await fetch(`${inject('baseUrl')}/api/doctor/available-slots/${slotId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${doctor.token}` },
    });
  }
}
