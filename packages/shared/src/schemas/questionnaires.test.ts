import { describe, expect, it } from 'vitest';
import { questionnaireAnswersSchema } from './questionnaires';

/** Each refused field with its message, as the form and a 400 show them. */
function problems(input: unknown): Record<string, string> {
  const parsed = questionnaireAnswersSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('a submitted answer set', () => {
  it('accepts a complete PHQ-9 or GAD-7 set, PHQ-9 with or without its closing question', () => {
    expect(problems({ instrument: 'phq9', answers: [0, 1, 2, 3, 0, 1, 2, 3, 0] })).toEqual({});
    expect(problems({ instrument: 'phq9', answers: Array(9).fill(3), difficulty: 2 })).toEqual({});
    expect(problems({ instrument: 'phq9', answers: Array(9).fill(0), difficulty: null })).toEqual(
      {},
    );
    expect(problems({ instrument: 'gad7', answers: Array(7).fill(1) })).toEqual({});
  });

  it('refuses an unknown instrument', () => {
    expect(problems({ instrument: 'phq2', answers: [0, 0] })).toEqual({
      instrument: 'Please choose PHQ-9 or GAD-7.',
    });
  });

  it('refuses a set of the wrong length, saying how many questions there are', () => {
    expect(problems({ instrument: 'phq9', answers: Array(7).fill(0) })).toEqual({
      answers: 'PHQ-9 has 9 questions; please answer each of them.',
    });
    expect(problems({ instrument: 'gad7', answers: Array(9).fill(0) })).toEqual({
      answers: 'GAD-7 has 7 questions; please answer each of them.',
    });
  });

  it('names each unanswered or impossible answer by its question', () => {
    expect(problems({ instrument: 'gad7', answers: [0, null, 4, 1.5, -1, '2', 0] })).toEqual({
      'answers.1': 'Please answer question 2.',
      'answers.2': 'Please answer question 3.',
      'answers.3': 'Please answer question 4.',
      'answers.4': 'Please answer question 5.',
      'answers.5': 'Please answer question 6.',
    });
  });

  it('refuses answers that are not a list', () => {
    expect(problems({ instrument: 'phq9' })).toEqual({ answers: 'Please answer each question.' });
    expect(problems({ instrument: 'phq9', answers: '000000000' })).toEqual({
      answers: 'Please answer each question.',
    });
  });

  it('refuses an impossible closing answer, and one for GAD-7, which has no such question', () => {
    expect(problems({ instrument: 'phq9', answers: Array(9).fill(0), difficulty: 4 })).toEqual({
      difficulty: 'Please choose one of the answers, or leave this question out.',
    });
    expect(problems({ instrument: 'gad7', answers: Array(7).fill(0), difficulty: 1 })).toEqual({
      difficulty: 'GAD-7 has no closing question; please leave it out.',
    });
  });

  it('keeps no score a client sends', () => {
    const parsed = questionnaireAnswersSchema.parse({
      instrument: 'gad7',
      answers: Array(7).fill(0),
      score: 21,
    });
    expect(parsed).not.toHaveProperty('score');
  });
});
