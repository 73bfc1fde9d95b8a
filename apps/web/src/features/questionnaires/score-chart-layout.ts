import { INSTRUMENTS, severityBand, type InstrumentId, type SeverityBand } from '@solace/shared';

/** The drawing's own units (the SVG scales to its box): room for dates below, bands at right. */
export const CHART = { width: 640, height: 260, left: 36, right: 150, top: 12, bottom: 44 };
const plotWidth = CHART.width - CHART.left - CHART.right;
const plotHeight = CHART.height - CHART.top - CHART.bottom;

export interface ChartPoint {
  id: string;
  takenAt: Date;
  score: number;
  band: SeverityBand;
  x: number;
  y: number;
}

export interface ChartStripe {
  band: SeverityBand;
  top: number;
  height: number;
}

/** Where a score sits, from 0 at the bottom to the instrument's highest at the top. */
export function scoreY(score: number, max: number): number {
  return CHART.top + plotHeight * (1 - score / max);
}

/** The results oldest first, each placed: evenly spaced, so close dates stay apart. */
export function chartPoints(
  instrument: InstrumentId,
  results: readonly { id: string; takenAt: string; score: number }[],
): ChartPoint[] {
  const { maxScore } = INSTRUMENTS[instrument];
  const sorted = [...results].sort((a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt));
  return sorted.map((result, index) => ({
    id: result.id,
    takenAt: new Date(result.takenAt),
    score: result.score,
    band: severityBand(instrument, result.score),
    x:
      CHART.left +
      (sorted.length === 1 ? plotWidth / 2 : (plotWidth * index) / (sorted.length - 1)),
    y: scoreY(result.score, maxScore),
  }));
}

/** The published bands as stripes behind the line, each from half a point below its lowest score. */
export function bandStripes(instrument: InstrumentId): ChartStripe[] {
  const { bands, maxScore } = INSTRUMENTS[instrument];
  return bands.map((range) => {
    const low = range.min === 0 ? 0 : range.min - 0.5;
    const high = range.max === maxScore ? maxScore : range.max + 0.5;
    const top = scoreY(high, maxScore);
    return { band: range.band, top, height: scoreY(low, maxScore) - top };
  });
}

/** Which dates are written under the axis: all of a few, every n-th of many (and the last). */
export function labelledIndexes(count: number, most = 6): Set<number> {
  const every = Math.max(1, Math.ceil(count / most));
  const shown = new Set<number>();
  for (let index = 0; index < count; index += every) shown.add(index);
  if (count > 0) shown.add(count - 1);
  return shown;
}
