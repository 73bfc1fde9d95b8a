import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatShortDay, formatSlotDate, questionnairesMessages as q } from '@solace/shared';
import { Wrapper } from '../../test/render';
import { labelledIndexes } from './score-chart-layout';
import { ScoreChart } from './ScoreChart';

// Given out of order: the chart sorts them oldest first.
const results = [
  { id: 'r3', takenAt: '2026-03-30T04:00:00Z', score: 21 },
  { id: 'r1', takenAt: '2026-03-02T20:30:00Z', score: 4 },
  { id: 'r2', takenAt: '2026-03-16T09:00:00Z', score: 15 },
];
const day = (iso: string) => formatSlotDate(new Date(iso));

function show(instrument: 'phq9' | 'gad7', list = results) {
  return render(
    <Wrapper>
      <ScoreChart instrument={instrument} results={list} />
    </Wrapper>,
  );
}

describe('ScoreChart', () => {
  it("has a table for screen readers: each date in the viewer's zone, score and band in words", () => {
    show('phq9');
    const table = screen.getByRole('table', { name: q.chartTableCaption('PHQ-9') });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Score', 'Severity'],
      [day('2026-03-02T20:30:00Z'), '4 out of 27', 'Minimal symptoms of depression'],
      [day('2026-03-16T09:00:00Z'), '15 out of 27', 'Moderately severe symptoms of depression'],
      [day('2026-03-30T04:00:00Z'), '21 out of 27', 'Severe symptoms of depression'],
    ]);
  });

  it('hides the drawing from screen readers, names the bands in it, and says the latest', () => {
    const { container } = show('gad7');
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['Minimal', 'Mild', 'Moderate', 'Severe', '0', '21']),
    );
    expect(texts).toContain(formatShortDay(new Date('2026-03-30T04:00:00Z')));
    expect(svg.querySelectorAll('circle')).toHaveLength(3);
    expect(
      screen.getByText(
        q.chartLatest(day('2026-03-30T04:00:00Z'), 21, 21, 'Severe symptoms of anxiety'),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('figure', { name: q.chartTitle('GAD-7') })).toBeTruthy();
  });

  it('says so when there is nothing to draw', () => {
    const { container } = show('phq9', []);
    expect(screen.getByText(q.chartEmpty)).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('writes the dates of a few points, and of many every n-th and the last', () => {
    expect([...labelledIndexes(3)]).toEqual([0, 1, 2]);
    expect([...labelledIndexes(14)].sort((a, b) => a - b)).toEqual([0, 3, 6, 9, 12, 13]);
  });
});
