import { defineMessages } from '#define-messages';
import { words } from '#words/questionnaires';

/**
 * The questionnaires of measurement-based care (issue 25): PHQ-9 and GAD-7 word for word as
 * published (Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an
 * educational grant from Pfizer Inc.; no permission required to reproduce, translate, display or
 * distribute), and the words Solace puts around them.
 */
export const questionnairesMessages = defineMessages('questionnaires', words, {
  phq9BandMeaning: (band: string) => ({ band }),
  gad7BandMeaning: (band: string) => ({ band }),
  scoreOutOf: (score: number, max: number) => ({ score, max }),
  progress: (current: number, total: number) => ({ current, total }),
  questionLabel: (number: number, text: string) => ({ number, text }),
  answerRequired: (number: number) => ({ number }),
  difficultyNotAsked: (name: string) => ({ name }),
  wrongAnswerCount: (name: string, count: number) => ({ name, count }),
  chartTitle: (name: string) => ({ name }),
  chartDescription: (name: string, max: number) => ({ name, max }),
  chartLatest: (date: string, score: number, max: number, meaning: string) => ({
    date,
    score,
    max,
    meaning: meaning.toLowerCase(),
  }),
  chartTableCaption: (name: string) => ({ name }),
});
