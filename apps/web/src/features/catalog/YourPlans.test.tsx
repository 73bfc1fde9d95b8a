import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditsMessages, formatSlotDate, type MyPlan } from '@solace/shared';
import { testId } from '../../test/ids';
// The schemas the calls load on first use, compiled before the tests (as screens are).
import './plans-schemas';
import { LocationProbe, renderAt, stubApi } from '../../test/render';
import { YourPlans } from './YourPlans';

const DAY_MS = 24 * 60 * 60_000;
const now = Date.now();
const weekly: MyPlan = {
  id: testId(1),
  planId: 'weekly',
  planName: 'Weekly',
  sessionsTotal: 4,
  sessionsLeft: 3,
  startsAt: new Date(now - DAY_MS).toISOString(),
  expiresAt: new Date(now + 6 * DAY_MS).toISOString(),
  expired: false,
  paymentId: testId(2),
  receiptNumber: 'SOL-2026-000042',
  refunded: false,
};
const oldSingle: MyPlan = {
  ...weekly,
  id: testId(3),
  planId: 'single',
  planName: 'Single',
  sessionsTotal: 1,
  sessionsLeft: 1,
  startsAt: new Date(now - 40 * DAY_MS).toISOString(),
  expiresAt: new Date(now - 10 * DAY_MS).toISOString(),
  expired: true,
  paymentId: testId(4),
  receiptNumber: null,
};

describe('Your plans', () => {
  it('shows each plan with the sessions left and until when they can be used', async () => {
    stubApi({ '/plans/mine': { body: [weekly, oldSingle] } });
    renderAt(<YourPlans />);
    const section = screen.getByRole('region', { name: creditsMessages.yourPlans });
    await within(section).findByRole('heading', { name: 'Weekly' });
    const [current, old] = within(section).getAllByRole('listitem');
    expect(within(current!).getByRole('heading', { name: 'Weekly' })).toBeTruthy();
    expect(current!.textContent).toContain('3 of 4 sessions left');
    expect(current!.textContent).toContain(
      creditsMessages.validUntil(formatSlotDate(new Date(weekly.expiresAt))),
    );
    expect(current!.textContent).toContain('Receipt SOL-2026-000042');
    expect(within(current!).queryByText(creditsMessages.expired)).toBeNull();
    expect(old!.textContent).toContain('1 of 1 session left');
    expect(within(old!).getByText(creditsMessages.expired)).toBeTruthy();
    expect(old!.textContent).toContain(
      creditsMessages.expiredOn(formatSlotDate(new Date(oldSingle.expiresAt))),
    );
  });

  it('says a refunded plan was refunded, and that its sessions left cannot be booked', async () => {
    const refunded: MyPlan = { ...weekly, sessionsLeft: 0, refunded: true };
    stubApi({ '/plans/mine': { body: [refunded] } });
    renderAt(<YourPlans />);
    const section = screen.getByRole('region', { name: creditsMessages.yourPlans });
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByText(creditsMessages.refunded)).toBeTruthy();
    expect(item.textContent).toContain(creditsMessages.refundedNote);
    expect(item.textContent).not.toContain(
      creditsMessages.validUntil(formatSlotDate(new Date(weekly.expiresAt))),
    );
  });

  it('points a client without plans to the plans page', async () => {
    stubApi({ '/plans/mine': { body: [] } });
    renderAt(<YourPlans />, { routes: [{ path: '/plans', element: <LocationProbe /> }] });
    expect(await screen.findByText(creditsMessages.noPlans)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: creditsMessages.browsePlans }));
    expect((await screen.findByTestId('location')).textContent).toBe('/plans null');
  });

  it('says so when the plans cannot be loaded, and tries again', async () => {
    let calls = 0;
    stubApi({
      '/plans/mine': () => {
        calls += 1;
        return calls === 1
          ? new Response(JSON.stringify({ error: 'Down', message: 'Down', code: 'INTERNAL' }), {
              status: 500,
            })
          : new Response(JSON.stringify([weekly]));
      },
    });
    renderAt(<YourPlans />);
    expect(await screen.findByText(creditsMessages.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Weekly' })).toBeTruthy();
  });
});
