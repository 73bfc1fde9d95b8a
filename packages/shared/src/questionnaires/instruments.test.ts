import { describe, expect, it } from 'vitest';
import {
  ANSWER_OPTIONS,
  bandLabel,
  GAD7,
  hasRiskSignal,
  PHQ9,
  scoreAnswers,
  scoreQuestionnaire,
  severityBand,
  type InstrumentId,
  type SeverityBand,
} from './instruments';

/** A complete answer set whose total is `score`: the highest answers first. */
function answersFor(instrument: InstrumentId, score: number): number[] {
  const count = instrument === 'phq9' ? 9 : 7;
  return Array.from({ length: count }, (_, index) => Math.max(0, Math.min(3, score - index * 3)));
}

describe('the published items and answers', () => {
  it('PHQ-9 has its 9 items and GAD-7 its 7, with the published stems', () => {
    expect(PHQ9.items).toHaveLength(9);
    expect(GAD7.items).toHaveLength(7);
    expect(PHQ9.stem).toBe(
      'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    );
    expect(PHQ9.items[8]).toBe(
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    );
    expect(GAD7.items[0]).toBe('Feeling nervous, anxious or on edge');
  });

  it('scores the four answers 0 to 3', () => {
    expect(ANSWER_OPTIONS).toEqual([
      { value: 0, label: 'Not at all' },
      { value: 1, label: 'Several days' },
      { value: 2, label: 'More than half the days' },
      { value: 3, label: 'Nearly every day' },
    ]);
  });

  it('asks PHQ-9 difficulty question unscored, and has none for GAD-7', () => {
    expect(PHQ9.difficulty?.question).toMatch(/^If you checked off any problems, how difficult/);
    expect(PHQ9.difficulty?.options).toHaveLength(4);
    expect(GAD7.difficulty).toBeNull();
  });
});

describe('scoring', () => {
  it('sums the answers: 0 to 27 for PHQ-9 and 0 to 21 for GAD-7', () => {
    expect(scoreAnswers('phq9', Array(9).fill(0))).toBe(0);
    expect(scoreAnswers('phq9', Array(9).fill(3))).toBe(27);
    expect(scoreAnswers('gad7', Array(7).fill(3))).toBe(21);
    expect(scoreAnswers('gad7', [0, 1, 2, 3, 0, 1, 2])).toBe(9);
    expect(PHQ9.maxScore).toBe(27);
    expect(GAD7.maxScore).toBe(21);
  });

  it.each([
    ['phq9', Array(8).fill(0)],
    ['phq9', Array(10).fill(0)],
    ['gad7', [0, 0, 0, 0, 0, 0, 4]],
    ['gad7', [0, 0, 0, 0, 0, 0, 1.5]],
    ['gad7', [0, 0, 0, 0, 0, 0, -1]],
  ] as const)('refuses to score an incomplete or malformed %s set %j', (instrument, answers) => {
    expect(() => scoreAnswers(instrument, answers)).toThrow(RangeError);
  });
});

describe('the published severity bands, at every boundary', () => {
  it.each<[number, SeverityBand, string]>([
    [0, 'minimal', 'Minimal'],
    [4, 'minimal', 'Minimal'],
    [5, 'mild', 'Mild'],
    [9, 'mild', 'Mild'],
    [10, 'moderate', 'Moderate'],
    [14, 'moderate', 'Moderate'],
    [15, 'moderatelySevere', 'Moderately severe'],
    [19, 'moderatelySevere', 'Moderately severe'],
    [20, 'severe', 'Severe'],
    [27, 'severe', 'Severe'],
  ])('PHQ-9 %i is %s', (score, band, label) => {
    expect(severityBand('phq9', score)).toBe(band);
    expect(bandLabel(band)).toBe(label);
    expect(scoreQuestionnaire('phq9', answersFor('phq9', score))).toMatchObject({ score, band });
  });

  it.each<[number, SeverityBand]>([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ])('GAD-7 %i is %s', (score, band) => {
    expect(severityBand('gad7', score)).toBe(band);
    expect(scoreQuestionnaire('gad7', answersFor('gad7', score))).toMatchObject({ score, band });
  });

  it('the bands cover each range once, without a gap', () => {
    for (const instrument of [PHQ9, GAD7]) {
      expect(instrument.bands[0]?.min).toBe(0);
      expect(instrument.bands.at(-1)?.max).toBe(instrument.maxScore);
      instrument.bands.slice(1).forEach((range, index) => {
        expect(range.min).toBe(instrument.bands[index]!.max + 1);
      });
    }
  });

  it.each([
    ['phq9', -1],
    ['phq9', 28],
    ['gad7', 22],
    ['gad7', 4.5],
  ] as const)('%s has no band for %d', (instrument, score) => {
    expect(() => severityBand(instrument, score)).toThrow(RangeError);
  });

  it('names the band in plain words', () => {
    expect(PHQ9.bandMeaning(bandLabel('moderatelySevere'))).toBe(
      'Moderately severe symptoms of depression',
    );
    expect(GAD7.bandMeaning(bandLabel('mild'))).toBe('Mild symptoms of anxiety');
  });
});

describe('the risk rule', () => {
  const quiet = Array(9).fill(0) as number[];

  it.each([1, 2, 3])('PHQ-9 item 9 answered %i is a risk signal, whatever the total', (value) => {
    const answers = [...quiet.slice(0, 8), value];
    expect(hasRiskSignal('phq9', answers)).toBe(true);
    expect(scoreQuestionnaire('phq9', answers)).toEqual({
      score: value,
      band: 'minimal',
      risk: true,
    });
  });

  it('item 9 at "Not at all" is no signal, even with every other item at its highest', () => {
    const answers = [3, 3, 3, 3, 3, 3, 3, 3, 0];
    expect(scoreQuestionnaire('phq9', answers)).toEqual({ score: 24, band: 'severe', risk: false });
  });

  it('an unanswered item 9 is no signal yet, and GAD-7 has no risk item', () => {
    expect(hasRiskSignal('phq9', [1, 1])).toBe(false);
    expect(hasRiskSignal('phq9', [...quiet.slice(0, 8), null])).toBe(false);
    expect(hasRiskSignal('gad7', [3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });
});
