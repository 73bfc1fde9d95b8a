import { questionnairesMessages as q } from '../messages/questionnaires';

/**
 * PHQ-9 and GAD-7 as published: items, the four answers scored 0 to 3, the total (a plain sum)
 * and the severity bands of the scoring tables (Kroenke, Spitzer & Williams 2001; Spitzer et al.
 * 2006). The server scores with these; the web app only shows them.
 */
export const INSTRUMENT_IDS = ['phq9', 'gad7'] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

export type SeverityBand = keyof typeof q.bandLabels;

/** One band of a scoring table: the scores from `min` to `max`, both included. */
export interface BandRange {
  band: SeverityBand;
  min: number;
  max: number;
}

export interface Instrument {
  id: InstrumentId;
  /** "PHQ-9", as people call it. */
  name: string;
  title: string;
  /** "Over the last 2 weeks, how often...": the question every item answers. */
  stem: string;
  items: readonly string[];
  /** The highest total: 3 for every item. */
  maxScore: number;
  bands: readonly BandRange[];
  /** The index (0-based) of the item whose answer above 0 is a risk signal, if any. */
  riskItem: number | null;
  /** The unscored closing question, if the instrument has one. */
  difficulty: { question: string; options: readonly string[] } | null;
  /** "Mild symptoms of depression", from a band's label. */
  bandMeaning: (label: string) => string;
}

/** The answers of every item, in the order the form lists them: the value is the score. */
// Labels are read when shown (getters), so each reader gets them in their own language.
// How many there are is the same in every language, so it is read once.
export const ANSWER_OPTIONS: readonly { value: number; readonly label: string }[] =
  q.answerOptions.map((_, value) => ({
    value,
    get label() {
      return q.answerOptions[value]!;
    },
  }));
export const MAX_ANSWER = ANSWER_OPTIONS.length - 1;

export const PHQ9: Instrument = {
  id: 'phq9',
  get name() {
    return q.phq9Name;
  },
  get title() {
    return q.phq9Title;
  },
  get stem() {
    return q.phq9Stem;
  },
  get items() {
    return q.phq9Items;
  },
  maxScore: q.phq9Items.length * MAX_ANSWER,
  bands: [
    { band: 'minimal', min: 0, max: 4 },
    { band: 'mild', min: 5, max: 9 },
    { band: 'moderate', min: 10, max: 14 },
    { band: 'moderatelySevere', min: 15, max: 19 },
    { band: 'severe', min: 20, max: 27 },
  ],
  // Item 9: "Thoughts that you would be better off dead or of hurting yourself in some way".
  riskItem: 8,
  difficulty: {
    get question() {
      return q.phq9Difficulty;
    },
    get options() {
      return q.difficultyOptions;
    },
  },
  bandMeaning: (label) => q.phq9BandMeaning(label),
};

export const GAD7: Instrument = {
  id: 'gad7',
  get name() {
    return q.gad7Name;
  },
  get title() {
    return q.gad7Title;
  },
  get stem() {
    return q.gad7Stem;
  },
  get items() {
    return q.gad7Items;
  },
  maxScore: q.gad7Items.length * MAX_ANSWER,
  bands: [
    { band: 'minimal', min: 0, max: 4 },
    { band: 'mild', min: 5, max: 9 },
    { band: 'moderate', min: 10, max: 14 },
    { band: 'severe', min: 15, max: 21 },
  ],
  riskItem: null,
  difficulty: null,
  bandMeaning: q.gad7BandMeaning,
};

export const INSTRUMENTS: Readonly<Record<InstrumentId, Instrument>> = { phq9: PHQ9, gad7: GAD7 };

export function isInstrumentId(value: unknown): value is InstrumentId {
  return (INSTRUMENT_IDS as readonly unknown[]).includes(value);
}

/** True for one item's answer: a whole number from 0 to 3. */
export function isAnswerValue(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_ANSWER;
}

/**
 * The total of a complete answer set: the sum of the items. Throws on an incomplete or
 * malformed set, which the submit schema refuses before any scoring.
 */
export function scoreAnswers(instrument: InstrumentId, answers: readonly number[]): number {
  const { items, name } = INSTRUMENTS[instrument];
  if (answers.length !== items.length || !answers.every(isAnswerValue)) {
    throw new RangeError(`${name} needs ${items.length} answers from 0 to ${MAX_ANSWER}`);
  }
  return answers.reduce((sum, answer) => sum + answer, 0);
}

/** The published band a total falls in. Throws on a total outside the instrument's range. */
export function severityBand(instrument: InstrumentId, score: number): SeverityBand {
  const found = INSTRUMENTS[instrument].bands.find(
    (range) => Number.isInteger(score) && score >= range.min && score <= range.max,
  );
  if (!found) throw new RangeError(`${score} is not a ${INSTRUMENTS[instrument].name} score`);
  return found.band;
}

/** A band in plain words: "Moderately severe". */
export function bandLabel(band: SeverityBand): string {
  return q.bandLabels[band];
}

/**
 * The safety net's rule: PHQ-9's item 9 (thoughts of being better off dead or of self-harm)
 * answered above "Not at all" is a risk signal, whatever the total.
 */
export function hasRiskSignal(instrument: InstrumentId, answers: readonly (number | null)[]) {
  const item = INSTRUMENTS[instrument].riskItem;
  if (item === null) return false;
  const answer = answers[item];
  return typeof answer === 'number' && answer > 0;
}

export interface ScoredAnswers {
  score: number;
  band: SeverityBand;
  risk: boolean;
}

/** Everything the server derives from a complete answer set. */
export function scoreQuestionnaire(
  instrument: InstrumentId,
  answers: readonly number[],
): ScoredAnswers {
  const score = scoreAnswers(instrument, answers);
  return {
    score,
    band: severityBand(instrument, score),
    risk: hasRiskSignal(instrument, answers),
  };
}
