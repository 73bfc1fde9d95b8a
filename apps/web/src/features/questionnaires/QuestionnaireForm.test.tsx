import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHQ9, questionnairesMessages as q, type QuestionnaireAnswers } from '@solace/shared';
import { renderAt } from '../../test/render';
import { setViewportWidth } from '../../test/viewport';
import { QuestionnaireForm } from './QuestionnaireForm';

const KEY = 'questionnaire:booking-1:phq9';

function show(
  instrument: 'phq9' | 'gad7' = 'phq9',
  onSubmit: (answers: QuestionnaireAnswers) => Promise<void> | void = vi.fn(),
  initialAnswers?: (number | null)[],
) {
  const view = renderAt(
    <QuestionnaireForm
      instrument={instrument}
      storageKey={KEY}
      onSubmit={onSubmit}
      initialAnswers={initialAnswers}
    />,
  );
  return { ...view, onSubmit };
}

const question = (number: number) =>
  screen.getByRole('radiogroup', { name: q.questionLabel(number, PHQ9.items[number - 1]!) });

async function choose(user: ReturnType<typeof userEvent.setup>, number: number, answer: string) {
  await user.click(within(question(number)).getByRole('radio', { name: answer }));
}

/** The answer a question shows as chosen. */
function expectChosen(number: number, answer: string) {
  expect(within(question(number)).getByRole('radio', { name: answer })).toHaveProperty(
    'checked',
    true,
  );
}

const send = () => screen.getByRole('button', { name: q.submit });

describe('QuestionnaireForm on a desktop', () => {
  it('shows the stem and every question as a radiogroup of the four answers on one page', () => {
    setViewportWidth(1280);
    show();
    expect(screen.getByText(PHQ9.stem)).toBeTruthy();
    // Nine items and the optional closing question.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(10);
    for (let number = 1; number <= 9; number += 1) {
      const radios = within(question(number)).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Not at all',
        'Several days',
        'More than half the days',
        'Nearly every day',
      ]);
      expect(question(number).getAttribute('aria-required')).toBe('true');
    }
    expect(screen.queryByRole('button', { name: q.next })).toBeNull();
    expect(screen.queryByText(q.progress(1, 9))).toBeNull();
    expect(screen.getByText(q.notADiagnosis)).toBeTruthy();
  });

  it('is answered with the keyboard alone: Tab to each question, arrows to choose, Enter sends', async () => {
    setViewportWidth(1280);
    // user-event walks a radio group with CSS.escape, which jsdom lacks; the names are plain.
    vi.stubGlobal('CSS', { escape: (name: string) => name });
    const user = userEvent.setup();
    const { onSubmit } = show('gad7');
    for (let number = 1; number <= 7; number += 1) {
      await user.tab();
      const group = screen.getAllByRole('radiogroup')[number - 1]!;
      expect(group.contains(document.activeElement)).toBe(true);
      await user.keyboard(' ');
      // "Not at all" for odd questions, one step further down ("Several days") for even ones.
      if (number % 2 === 0) await user.keyboard('{ArrowDown}');
    }
    await user.tab();
    expect(document.activeElement).toBe(send());
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ instrument: 'gad7', answers: [0, 1, 0, 1, 0, 1, 0] });
    // Focus goes to the thanks that replaced the form, not to the top of the page.
    expect(await screen.findByText(q.saved)).toBeTruthy();
    expect(screen.getByRole('status').contains(document.activeElement)).toBe(true);
  });

  it('refuses an unanswered question, says which, and moves focus to it', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { onSubmit } = show();
    for (const number of [1, 2, 3, 5, 6, 7, 8, 9]) await choose(user, number, 'Not at all');
    await user.click(send());
    expect(onSubmit).not.toHaveBeenCalled();
    const fourth = question(4);
    expect(fourth.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(fourth.getAttribute('aria-describedby')!)?.textContent).toBe(
      q.answerRequired(4),
    );
    expect(fourth.contains(document.activeElement)).toBe(true);
    // Answering it takes the message away, and the answers go (the closing one left out).
    await choose(user, 4, 'Several days');
    expect(screen.queryByText(q.answerRequired(4))).toBeNull();
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledWith({
      instrument: 'phq9',
      answers: [0, 0, 0, 1, 0, 0, 0, 0, 0],
      difficulty: null,
    });
  });

  it('starts from the initial answers it is given', async () => {
    setViewportWidth(1280);
    show('phq9', vi.fn(), [3, null, 1]);
    expectChosen(1, 'Nearly every day');
    expect(
      within(question(2))
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
  });
});

describe('the layout follows the theme breakpoint (sm, 600 px)', () => {
  it.each([
    [599, 1],
    [600, 10],
  ])('at %i px wide it shows %i question(s) at a time', (width, groups) => {
    setViewportWidth(width);
    show();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(groups);
  });
});

describe('QuestionnaireForm on a phone', () => {
  it('asks one question per screen with its progress, Next and Back', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    show();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.getByText(q.progress(1, 9))).toBeTruthy();
    expect(screen.queryByRole('button', { name: q.back })).toBeNull();

    // Next without an answer says so and keeps focus on the question.
    await user.click(screen.getByRole('button', { name: q.next }));
    expect(screen.getByText(q.answerRequired(1))).toBeTruthy();
    expect(question(1).contains(document.activeElement)).toBe(true);

    await choose(user, 1, 'More than half the days');
    await user.click(screen.getByRole('button', { name: q.next }));
    expect(screen.getByText(q.progress(2, 9))).toBeTruthy();
    expect(question(2).contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: q.back }));
    expect(screen.getByText(q.progress(1, 9))).toBeTruthy();
    expectChosen(1, 'More than half the days');
  });

  it('ends with the optional closing question and sends from there', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const { onSubmit } = show();
    for (let number = 1; number <= 9; number += 1) {
      await choose(user, number, 'Several days');
      await user.click(screen.getByRole('button', { name: q.next }));
    }
    const closing = screen.getByRole('radiogroup', {
      name: `${q.phq9Difficulty}${q.difficultyOptional}`,
    });
    expect(closing.getAttribute('aria-required')).toBe('false');
    await user.click(within(closing).getByRole('radio', { name: 'Somewhat difficult' }));
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledWith({
      instrument: 'phq9',
      answers: [1, 1, 1, 1, 1, 1, 1, 1, 1],
      difficulty: 1,
    });
  });
});

describe('resuming', () => {
  it('keeps the answers in this tab, restores them on return and clears them once sent', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const first = show();
    await choose(user, 1, 'Nearly every day');
    await user.click(screen.getByRole('button', { name: q.next }));
    await choose(user, 2, 'Several days');
    first.unmount();
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
    setViewportWidth(375);
    const user = userEvent.setup();
    const first = show();
    await choose(user, 1, 'Several days');
    await user.click(screen.getByRole('button', { name: q.next }));
    await choose(user, 2, 'Nearly every day');
    first.unmount();

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
    expect(riskHeading()).toBeTruthy();
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

  it('shows them even when another question is still unanswered', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const { onSubmit } = show();
    await choose(user, 9, 'More than half the days');
    await user.click(send());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(riskHeading()).toBeTruthy();
    expect(screen.getByText(q.answerRequired(1))).toBeTruthy();
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
