import { MEASURE_EVERY_SESSIONS } from '../constants';

export interface DueQuestion {
  /**
   * Which session with this therapist this one is, counting from 1: sessions that were
   * cancelled or never took place do not count, this one does.
   */
  sessionNumber: number;
  /** The therapist asked for a questionnaire before this session. */
  therapistAsked: boolean;
  /** The client already answered for this session. */
  answered: boolean;
  /** When the session starts, and now (from the app's clock): nothing is due once it started. */
  startsAt: Date;
  now: Date;
  /** How many sessions apart the routine measures are; `MEASURE_EVERY_SESSIONS` by default. */
  every?: number;
}

/** Why a questionnaire is due: the first session, the routine interval, or the therapist. */
export type DueReason = 'first-session' | 'interval' | 'therapist-asked';

/**
 * Why the client is due a questionnaire before a session, or null when they are not. Due before
 * the first session with a therapist, then before every `every`-th one after it (sessions 1, 5,
 * 9... with the default 4), and whenever the therapist asked; until the session starts, and once.
 */
export function questionnaireDueReason({
  sessionNumber,
  therapistAsked,
  answered,
  startsAt,
  now,
  every = MEASURE_EVERY_SESSIONS,
}: DueQuestion): DueReason | null {
  if (!Number.isInteger(sessionNumber) || sessionNumber < 1) {
    throw new RangeError(`session number ${sessionNumber} must be a whole number from 1`);
  }
  if (!Number.isInteger(every) || every < 1) {
    throw new RangeError(`measuring every ${every} sessions must be a whole number from 1`);
  }
  if (answered || now.getTime() >= startsAt.getTime()) return null;
  if (sessionNumber === 1) return 'first-session';
  if (therapistAsked) return 'therapist-asked';
  return (sessionNumber - 1) % every === 0 ? 'interval' : null;
}

export function isQuestionnaireDue(question: DueQuestion): boolean {
  return questionnaireDueReason(question) !== null;
}
