import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { PHQ9, questionnairesMessages as q, type QuestionnaireAnswers } from '@solace/shared';
import { renderAt } from '../../test/render';
import { QuestionnaireForm } from './QuestionnaireForm';

/** What the form's tests share: showing it, finding a PHQ-9 question, answering it. */
export const KEY = 'questionnaire:booking-1:phq9';

export function show(
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

export const question = (number: number) =>
  screen.getByRole('radiogroup', { name: q.questionLabel(number, PHQ9.items[number - 1]!) });

export async function choose(
  user: ReturnType<typeof userEvent.setup>,
  number: number,
  answer: string,
) {
  await user.click(within(question(number)).getByRole('radio', { name: answer }));
}

/** The answer a question shows as chosen. */
export function expectChosen(number: number, answer: string) {
  expect(within(question(number)).getByRole('radio', { name: answer })).toHaveProperty(
    'checked',
    true,
  );
}

export const send = () => screen.getByRole('button', { name: q.submit });
