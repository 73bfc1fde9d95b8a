import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsMessages as m, type CallHistoryItem } from '@solace/shared';
import { testId } from '../../test/ids';
import { renderAt, stubApi } from '../../test/render';
import { CallHistorySection } from './CallHistorySection';

const calls: CallHistoryItem[] = [
  {
    id: testId(1),
    bookingId: testId(10),
    direction: 'incoming',
    otherName: 'Dr. Meera Rao',
    rangAt: '2026-03-02T10:30:00.000Z',
    outcome: 'accepted',
    durationSeconds: 47 * 60,
    inProgress: false,
  },
  {
    id: testId(2),
    bookingId: testId(10),
    direction: 'outgoing',
    otherName: 'Dr. Meera Rao',
    rangAt: '2026-03-02T10:20:00.000Z',
    outcome: 'missed',
    durationSeconds: null,
    inProgress: false,
  },
];

describe('the call history', () => {
  it('lists who rang whom, the outcome and how long the consultation lasted', async () => {
    stubApi({ '/calls': { body: calls } });
    renderAt(<CallHistorySection userId={testId(101)} />);
    const section = await screen.findByRole('region', { name: m.historyTitle });
    const lines = await within(section).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining(m.calledYou('Dr. Meera Rao')),
      expect.stringContaining(m.youCalled('Dr. Meera Rao')),
    ]);
    expect(lines[0]!.textContent).toContain(m.lasted(m.minutes(47)));
    expect(lines[0]!.textContent).toContain(m.outcome.accepted);
    expect(lines[1]!.textContent).toContain(m.outcome.missed);
  });

  it('says when there are no calls', async () => {
    stubApi({ '/calls': { body: [] } });
    renderAt(<CallHistorySection userId={testId(101)} />);
    expect(await screen.findByText(m.historyEmpty)).toBeTruthy();
  });
});
