import { z } from 'zod';
import { questionnairesMessages as q } from '../messages/questionnaires';
import { INSTRUMENT_IDS, INSTRUMENTS, MAX_ANSWER } from '../questionnaires/instruments';

/** The question an issue's path names, counting from 1 (`['answers', 2]` is question 3). */
function questionNumber(path: readonly PropertyKey[] | undefined): number {
  const index = path?.at(-1);
  return typeof index === 'number' ? index + 1 : 1;
}

/** One item's answer: 0 ("Not at all") to 3 ("Nearly every day"), its question named if not. */
const answerSchema = z
  .number({ error: (issue) => q.answerRequired(questionNumber(issue.path)) })
  .int({ error: (issue) => q.answerRequired(questionNumber(issue.path)) })
  .min(0, { error: (issue) => q.answerRequired(questionNumber(issue.path)) })
  .max(MAX_ANSWER, { error: (issue) => q.answerRequired(questionNumber(issue.path)) });

/**
 * A client's answers to one questionnaire, as sent: the instrument, one answer for each of its
 * items in order, and (PHQ-9 only) the unscored closing question, which may be left out. The
 * server scores what it accepts; a score from the client is never read.
 */
export const questionnaireAnswersSchema = z
  .object({
    instrument: z.enum(INSTRUMENT_IDS, { error: () => q.unknownInstrument }),
    answers: z.array(answerSchema, { error: () => q.answersRequired }),
    difficulty: z
      .number({ error: () => q.difficultyInvalid })
      .int({ error: () => q.difficultyInvalid })
      .min(0, { error: () => q.difficultyInvalid })
      .max(MAX_ANSWER, { error: () => q.difficultyInvalid })
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    const instrument = INSTRUMENTS[body.instrument];
    if (body.answers.length !== instrument.items.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['answers'],
        message: q.wrongAnswerCount(instrument.name, instrument.items.length),
      });
    }
    if (body.difficulty != null && !instrument.difficulty) {
      ctx.addIssue({
        code: 'custom',
        path: ['difficulty'],
        message: q.difficultyNotAsked(instrument.name),
      });
    }
  });
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswersSchema>;

const SEVERITY_BANDS = Object.keys(q.bandLabels) as [keyof typeof q.bandLabels];

/**
 * One scored questionnaire, as the server answers with it (the client's chart, the therapist's
 * view with consent): the answers themselves stay on the server.
 */
export const questionnaireResultSchema = z.object({
  id: z.uuid(),
  instrument: z.enum(INSTRUMENT_IDS),
  score: z.number().int().min(0),
  band: z.enum(SEVERITY_BANDS),
  /** When it was answered (UTC, ISO 8601). */
  takenAt: z.string(),
});
export type QuestionnaireResult = z.infer<typeof questionnaireResultSchema>;
