import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LatestScores } from '@solace/shared';
import { testId } from '../../test/ids';
import {
  renderDashboard,
  setUpDashboardTests,
  slotsAnswer,
  stubDashboardApi,
} from './test-dashboard';
import { slotAt } from './test-slots';

setUpDashboardTests();

const ravi = testId(111);
const meera = testId(112);
/** Two sessions tomorrow (the fixed now is March 10, 2025): Ravi shares his scores, Meera not. */
const sessions = [
  slotAt(testId(311), new Date(2025, 2, 11, 9), {
    status: 'booked',
    booking_id: testId(411),
    client_id: ravi,
    client_name: 'Ravi Kumar',
  }),
  slotAt(testId(312), new Date(2025, 2, 11, 11), {
    status: 'booked',
    booking_id: testId(412),
    client_id: meera,
    client_name: 'Meera Iyer',
  }),
];
const raviShares: LatestScores = {
  items: [
    {
      clientId: ravi,
      results: [
        {
          id: testId(601),
          instrument: 'phq9',
          score: 12,
          band: 'moderate',
          takenAt: '2025-03-03T10:00:00.000Z',
        },
        {
          id: testId(602),
          instrument: 'gad7',
          score: 7,
          band: 'mild',
          takenAt: '2025-03-03T10:02:00.000Z',
        },
      ],
    },
  ],
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The rows of the agenda, each as its text (the heading of a day apart). */
function agenda() {
  return within(screen.getByRole('region', { name: 'Your sessions' }));
}

describe("the agenda's latest scores", () => {
  it('shows the latest scores beside a session whose client shares them, asked once for all', async () => {
    const asked: URL[] = [];
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer({ available: [], booked: sessions }),
      '/doctor/questionnaires/latest': (url) => {
        asked.push(url);
        return json(raviShares);
      },
    });
    renderDashboard();
    const scores = await agenda().findByRole('list', {
      name: 'Latest questionnaire scores of Ravi Kumar',
    });
    expect(
      within(scores)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PHQ-9 12 · Moderate', 'GAD-7 7 · Mild']);
    // Meera does not share: her session is there, with nothing beside it.
    expect(agenda().getByText('Meera Iyer')).toBeTruthy();
    expect(agenda().queryByRole('list', { name: /Meera Iyer/ })).toBeNull();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.getAll('clientId').sort()).toEqual([ravi, meera].sort());
    // Text, not controls: nothing more to reach by Tab than the row's own buttons.
    expect(within(scores).queryAllByRole('button')).toEqual([]);
  });

  it('draws the rows once the scores have come, so none moves when they do', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer({ available: [], booked: sessions }),
      '/doctor/questionnaires/latest': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderDashboard();
    // The slots are in (the scores are asked for their clients), the scores not yet: no row.
    await waitFor(() => expect(answer).toBeDefined());
    expect(agenda().queryByText('Ravi Kumar')).toBeNull();
    expect(agenda().queryByText('Meera Iyer')).toBeNull();
    answer!(json(raviShares));
    expect(await agenda().findByText('PHQ-9 12 · Moderate')).toBeTruthy();
    expect(agenda().getByText('Ravi Kumar')).toBeTruthy();
  });

  it('still shows the sessions when the scores cannot be read', async () => {
    stubDashboardApi({
      '/doctor/available-slots': slotsAnswer({ available: [], booked: sessions }),
      '/doctor/questionnaires/latest': { status: 500, body: { error: 'Boom', code: 'INTERNAL' } },
    });
    renderDashboard();
    expect(await agenda().findByText('Ravi Kumar')).toBeTruthy();
    expect(agenda().getByText('Meera Iyer')).toBeTruthy();
    expect(agenda().queryByRole('list', { name: /Latest questionnaire scores/ })).toBeNull();
  });
});
