import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clinicalMessages as c, RISK_SIGNALS_PATH, type RiskSignal } from '@solace/shared';
import { asha, authValue, LocationProbe, renderAt, stubApi, writesSent } from '../../test/render';
import { testId } from '../../test/ids';
import { clinicalWhen } from './clinical-time';
import { RiskSignalPage } from './RiskSignalPage';

const id = testId(951);
const api = `/doctor/risk-signals/${id}`;
const doctor = authValue('authenticated', { user: { ...asha, id: testId(201), role: 'doctor' } });
const raised = '2026-03-03T12:02:00.000Z';

const signal = (over: Partial<RiskSignal> = {}): RiskSignal => ({
  id,
  clientId: testId(202),
  clientName: 'Ravi Kumar',
  source: 'phq9',
  bookingId: testId(903),
  createdAt: raised,
  acknowledgedAt: null,
  ...over,
});

describe('RiskSignalPage', () => {
  it('shows the time the alert was first acknowledged, as recorded, not the time of the click', async () => {
    // Another tab (or the bell) acknowledged it first: the server answers that first time.
    const first = '2026-03-03T12:10:00.000Z';
    const fetchMock = stubApi({
      [`GET ${api}`]: { body: signal() },
      [`POST ${api}/acknowledge`]: { body: signal({ acknowledgedAt: first }) },
    });
    renderAt(<LocationProbe />, {
      path: `${RISK_SIGNALS_PATH}/${id}`,
      auth: doctor,
      routes: [{ path: `${RISK_SIGNALS_PATH}/:id`, element: <RiskSignalPage /> }],
    });
    expect(await screen.findByText(c.riskPageTitle('Ravi Kumar'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: c.acknowledge }));
    expect((await screen.findByRole('status')).textContent).toBe(
      c.riskAcknowledgedAt(clinicalWhen(new Date(first))),
    );
    expect(writesSent(fetchMock)).toEqual([
      { url: `/api${api}/acknowledge`, method: 'POST', body: {} },
    ]);
  });

  it('shows an administrator an escalated alert, with no Acknowledge and the way back to /admin', async () => {
    const contacts = {
      client: { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+919812345678' },
      therapist: { name: 'Dr. Meera Rao', email: 'meera@example.com', phone: null },
    };
    const fetchMock = stubApi({ [`GET ${api}`]: { body: signal({ source: 'chat', contacts }) } });
    renderAt(<LocationProbe />, {
      path: `${RISK_SIGNALS_PATH}/${id}`,
      auth: authValue('authenticated', { user: { ...asha, id: testId(204), role: 'admin' } }),
      routes: [{ path: `${RISK_SIGNALS_PATH}/:id`, element: <RiskSignalPage /> }],
    });
    expect(await screen.findByText(c.riskPageTitle('Ravi Kumar'))).toBeTruthy();
    expect(screen.getByText(c.riskAdminBody.chat)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(c.riskAwaitingTherapist);
    expect(screen.queryByRole('button', { name: c.acknowledge })).toBeNull();
    // The conversation is the therapist's: no link to it.
    expect(screen.queryByRole('link', { name: c.openConversation })).toBeNull();
    expect(screen.getByRole('link', { name: c.backToAdmin }).getAttribute('href')).toBe('/admin');
    // Whom to reach: the client and the therapist who has not answered, by e-mail or phone.
    const whom = screen.getByRole('region', { name: c.riskContactsHeading });
    expect(whom.textContent).toContain(c.riskContactClient('Ravi Kumar'));
    expect(whom.textContent).toContain(c.riskContactTherapist('Dr. Meera Rao'));
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('ravi@example.com')).toBe('mailto:ravi@example.com');
    expect(href('+919812345678')).toBe('tel:+919812345678');
    expect(href('meera@example.com')).toBe('mailto:meera@example.com');
    expect(writesSent(fetchMock)).toEqual([]);
  });

  it('tells an administrator when the therapist’s account is gone', async () => {
    const contacts = {
      client: { name: 'Ravi Kumar', email: 'ravi@example.com', phone: null },
      therapist: null,
    };
    stubApi({ [`GET ${api}`]: { body: signal({ contacts }) } });
    renderAt(<LocationProbe />, {
      path: `${RISK_SIGNALS_PATH}/${id}`,
      auth: authValue('authenticated', { user: { ...asha, id: testId(204), role: 'admin' } }),
      routes: [{ path: `${RISK_SIGNALS_PATH}/:id`, element: <RiskSignalPage /> }],
    });
    const whom = await screen.findByRole('region', { name: c.riskContactsHeading });
    expect(whom.textContent).toContain(c.riskAccountGone);
    expect(screen.getByRole('link', { name: 'ravi@example.com' })).toBeTruthy();
  });

  it('refuses a client without asking the server', async () => {
    renderAt(<LocationProbe />, {
      path: `${RISK_SIGNALS_PATH}/${id}`,
      auth: authValue('authenticated', { user: { ...asha, id: testId(205), role: 'patient' } }),
      routes: [{ path: `${RISK_SIGNALS_PATH}/:id`, element: <RiskSignalPage /> }],
    });
    expect(await screen.findByText(c.onlyTherapists)).toBeTruthy();
  });
});
