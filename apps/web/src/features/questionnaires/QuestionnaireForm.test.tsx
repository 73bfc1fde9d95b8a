import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHQ9, questionnairesMessages as q } from '@solace/shared';
import { setViewportWidth } from '../../test/viewport';
import { choose, expectChosen, question, send, show } from './questionnaire-form-test-kit';

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
