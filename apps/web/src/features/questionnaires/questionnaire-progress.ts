import { INSTRUMENTS, isAnswerValue, type InstrumentId } from '@solace/shared';

/** What a client has answered so far: one entry per item (null while unanswered). */
export interface QuestionnaireProgress {
  answers: (number | null)[];
  /** PHQ-9's unscored closing question; null while unanswered (it may stay so). */
  difficulty: number | null;
  /** The screen a phone was on (0-based), so a return lands where the client left. */
  step: number;
}

/** A fresh start, or the caller's initial answers fitted to the instrument's items. */
export function startingProgress(
  instrument: InstrumentId,
  initial: readonly (number | null)[] = [],
): QuestionnaireProgress {
  const { items } = INSTRUMENTS[instrument];
  return {
    answers: items.map((_, index) => {
      const answer = initial[index];
      return isAnswerValue(answer) ? answer : null;
    }),
    difficulty: null,
    step: 0,
  };
}

/**
 * The progress kept under `key` in this tab's session storage, if it fits the instrument; a
 * stale or tampered entry is ignored rather than trusted (the server checks the answers anyway).
 */
export function readProgress(instrument: InstrumentId, key: string): QuestionnaireProgress | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { answers, difficulty, step } = stored as Record<string, unknown>;
  const { items, difficulty: closing } = INSTRUMENTS[instrument];
  if (!Array.isArray(answers) || answers.length !== items.length) return null;
  if (!answers.every((answer) => answer === null || isAnswerValue(answer))) return null;
  const lastStep = items.length - (closing ? 0 : 1);
  return {
    answers: answers as (number | null)[],
    difficulty: closing && isAnswerValue(difficulty) ? difficulty : null,
    step: Number.isInteger(step) ? Math.min(Math.max(step as number, 0), lastStep) : 0,
  };
}

/** Keeps the progress for a return (a reload, a detour to another page in this tab). */
export function writeProgress(key: string, progress: QuestionnaireProgress): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(progress));
  } catch {
    // Storage full or refused (private browsing): the form still works, it just cannot resume.
  }
}

export function clearProgress(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As above: nothing was kept.
  }
}

export function hasAnyAnswer(progress: QuestionnaireProgress): boolean {
  return progress.answers.some((answer) => answer !== null) || progress.difficulty !== null;
}
