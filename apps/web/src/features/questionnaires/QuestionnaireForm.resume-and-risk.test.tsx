import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clinicalMessages as c, questionnairesMessages as q } from '@solace/shared';
import { stubApi } from '../../test/render';
import { setViewportWidth } from '../../test/viewport';
import { choose, expectChosen, KEY, send, show } from './questionnaire-form-test-kit';
import { submitAnswers } from './questionnaires-api';

/** On a phone: answers the first two questions as given, then leaves (the tab stays). */
async function answerTwoOnAPhoneAndLeave(first: string, second: string) {
  setViewportWidth(375);
  const user = userEvent.setup();
  const view = show();
  await choose(user, 1, first);
  await user.click(screen.getByRole('button', { name: q.next }));
  await choose(user, 2, second);
  view.unmount();
  return user;
}

describe('resuming', () => {
  it('keeps the answers in this tab, restores them on return and clears them once sent', async () => {
    const user = await answerTwoOnAPhoneAndLeave('Nearly every day', 'Several days');
    expect(sessionStorage.getItem(KEY)).toBeTruthy();

    setViewportWidth(1280);
    const { onSubmit } = show(
      'phq9',
      vi.fn(async () => {}),
    );
    expect(screen.getByText(q.resumed)).toBeTruthy();
    expectChosen(1, 'Nearly every day');
    expectChosen(2, 'Several days');
    for (let number = 3; number <= 9; number += 1) await choose(user, number, 'Not at all');
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(q.saved)).toBeTruthy();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('brings a phone back to the screen it left, its answer chosen', async () => {
    const user = await answerTwoOnAPhoneAndLeave('Several days', 'Nearly every day');
    show();
    expect(screen.getByText(q.progress(2, 9))).toBeTruthy();
    expectChosen(2, 'Nearly every day');
    await user.click(screen.getByRole('button', { name: q.back }));
    expectChosen(1, 'Several days');
  });

  it('lets the initial answers stand when nothing was answered in this tab', () => {
    setViewportWidth(1280);
    show().unmount();
    show('phq9', vi.fn(), [2]);
    expect(screen.queryByText(q.resumed)).toBeNull();
    expectChosen(1, 'More than half the days');
  });

  it('keeps the answers when sending fails, and says so', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    show(
      'gad7',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    for (let number = 1; number <= 7; number += 1) {
      const group = screen.getAllByRole('radiogroup')[number - 1]!;
      await user.click(within(group).getByRole('radio', { name: 'Not at all' }));
    }
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(q.sendFailed);
    expect(JSON.parse(sessionStorage.getItem(KEY)!).answers).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('ignores kept answers that do not fit the questionnaire', () => {
    setViewportWidth(1280);
    sessionStorage.setItem(KEY, JSON.stringify({ answers: [9, 9], difficulty: 0, step: 40 }));
    show();
    expect(screen.queryByText(q.resumed)).toBeNull();
  });
});

describe('the safety net', () => {
  const riskHeading = () => screen.queryByRole('heading', { name: q.riskTitle });

  it('shows the crisis lines at once when question 9 is above "Not at all", and keeps them', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    let finish = () => {};
    const { onSubmit } = show(
      'phq9',
      vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    );
    for (let number = 1; number <= 8; number += 1) await choose(user, number, 'Not at all');
    await choose(user, 9, 'Several days');
    expect(riskHeading()).toBeNull();
    await user.click(send());

    // Before the server has answered: the message, its numbers as tel: links, focus on it.
    expect(onSubmit).toHaveBeenCalled();
    const heading = riskHeading()!;
    expect(document.activeElement).toBe(heading);
    const notice = heading.closest('section')!;
    expect(within(notice).getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
    expect(within(notice).getByRole('link', { name: '14416' }).getAttribute('href')).toBe(
      'tel:14416',
    );
    expect(within(notice).getByText(q.notADiagnosis)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: q.riskMoreLines }).getAttribute('href')).toBe(
      '/urgent-help',
    );

    await act(async () => finish());
    expect(await screen.findByText(q.saved)).toBeTruthy();
    expect(document.activeElement).toBe(riskHeading());
  });

  it('shows them on a phone as soon as question 9 is passed', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    show();
    for (let number = 1; number <= 8; number += 1) {
      await choose(user, number, 'Not at all');
      await user.click(screen.getByRole('button', { name: q.next }));
    }
    await choose(user, 9, 'Nearly every day');
    await user.click(screen.getByRole('button', { name: q.next }));
    expect(document.activeElement).toBe(riskHeading());
  });

  it('shows them even when another question is still unanswered, and keeps them once sent', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { onSubmit } = show();
    await choose(user, 9, 'More than half the days');
    await user.click(send());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(riskHeading()).toBeTruthy();
    expect(screen.getByText(q.answerRequired(1))).toBeTruthy();

    for (let number = 1; number <= 8; number += 1) await choose(user, number, 'Not at all');
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The thanks takes the focus the form's button had; the crisis lines stay above it.
    expect((await screen.findByRole('status')).contains(document.activeElement)).toBe(true);
    expect(riskHeading()).toBeTruthy();
  });

  it('keeps the crisis lines when the server refuses the answers (409), and says why', async () => {
    // The session started, or another tab answered first: the server still alerts the
    // therapist, and answers the same 409 as ever.
    setViewportWidth(1280);
    const user = userEvent.setup();
    stubApi({
      'POST /bookings/booking-1/questionnaires': {
        status: 409,
        body: {
          code: 'QUESTIONNAIRE_ANSWERED',
          error: c.alreadyAnswered,
          message: c.alreadyAnswered,
        },
      },
    });
    show('phq9', (answers) => submitAnswers('booking-1', answers).then(() => {}));
    for (let number = 1; number <= 8; number += 1) await choose(user, number, 'Not at all');
    await choose(user, 9, 'Several days');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(c.alreadyAnswered);
    const heading = riskHeading()!;
    expect(heading).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(
      within(heading.closest('section')!).getByRole('link', { name: '112' }).getAttribute('href'),
    ).toBe('tel:112');
    expect(screen.queryByText(q.saved)).toBeNull();
  });

  it('stays quiet for question 9 at "Not at all" and for GAD-7', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    show();
    for (let number = 1; number <= 9; number += 1) {
      await choose(user, number, number === 9 ? 'Not at all' : 'Nearly every day');
    }
    await user.click(send());
    expect(await screen.findByText(q.saved)).toBeTruthy();
    expect(riskHeading()).toBeNull();
  });
});
