import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { textsMessages, type TextChannelsView } from '@solace/shared';
import { renderAt, sentRequest, stubApi, writesSent } from '../../test/render';
import { channelsOff } from '../../test/text-channel-stubs';
import { TextChannelsSection } from './TextChannelsSection';

const t = textsMessages.profile;
const PHONE = '+447700900123';
const pending: TextChannelsView = {
  channels: [
    { channel: 'sms', offered: true, state: 'pending', phone: PHONE, consentedAt: null },
    channelsOff.channels[1]!,
  ],
};
const on: TextChannelsView = {
  channels: [
    {
      channel: 'sms',
      offered: true,
      state: 'on',
      phone: PHONE,
      consentedAt: '2026-11-20T10:00:00.000Z',
    },
    channelsOff.channels[1]!,
  ],
};

describe('the profile’s text channels', () => {
  it('opts in to SMS by a code sent to the number, then turns it off', async () => {
    const fetchMock = stubApi({
      'GET /profile/text-channels': { body: channelsOff },
      'POST /profile/text-channels/sms/code': { body: pending },
      'POST /profile/text-channels/sms/confirm': { body: on },
      'DELETE /profile/text-channels/sms': { body: channelsOff },
    });
    renderAt(<TextChannelsSection />);
    expect(await screen.findByText(t.emailAlwaysOn)).toBeTruthy();
    const sms = await screen.findByRole('group', { name: t.channel.sms });
    const user = userEvent.setup();

    // A number without its country code is refused before anything is sent.
    await user.type(within(sms).getByLabelText(t.phone), 'call me');
    await user.click(within(sms).getByRole('button', { name: t.sendCode }));
    expect(within(sms).getByLabelText(t.phone).getAttribute('aria-invalid')).toBe('true');
    expect(writesSent(fetchMock)).toEqual([]);

    await user.clear(within(sms).getByLabelText(t.phone));
    await user.type(within(sms).getByLabelText(t.phone), PHONE);
    await user.click(within(sms).getByRole('button', { name: t.sendCode }));
    expect(await within(sms).findByText(t.codeSent(PHONE))).toBeTruthy();
    await user.type(within(sms).getByLabelText(t.code), '123456');
    await user.click(within(sms).getByRole('button', { name: t.confirm }));
    expect(await within(sms).findByText(new RegExp(`^${'\\'}${PHONE} · On since`))).toBeTruthy();
    await user.click(within(sms).getByRole('button', { name: t.turnOff }));
    expect(await within(sms).findByLabelText(t.phone)).toBeTruthy();

    expect(writesSent(fetchMock)).toEqual([
      { url: expect.stringContaining('/sms/code'), method: 'POST', body: { phone: PHONE } },
      { url: expect.stringContaining('/sms/confirm'), method: 'POST', body: { code: '123456' } },
      { url: expect.stringContaining('/text-channels/sms'), method: 'DELETE', body: undefined },
    ]);
    expect(sentRequest(fetchMock, 0).method).toBe('GET');
  });

  it('shows the server’s word for a wrong code, and says when a channel is not offered', async () => {
    stubApi({
      'GET /profile/text-channels': {
        body: {
          channels: [pending.channels[0]!, { ...channelsOff.channels[1]!, offered: false }],
        },
      },
      'POST /profile/text-channels/sms/confirm': {
        status: 400,
        body: {
          error: textsMessages.errors.codeWrong,
          message: textsMessages.errors.codeWrong,
          code: 'VALIDATION_FAILED',
          fields: { code: textsMessages.errors.codeWrong },
        },
      },
    });
    renderAt(<TextChannelsSection />);
    const whatsapp = await screen.findByRole('group', { name: t.channel.whatsapp });
    expect(within(whatsapp).getByText(t.unavailable)).toBeTruthy();
    const sms = screen.getByRole('group', { name: t.channel.sms });
    const user = userEvent.setup();
    await user.type(within(sms).getByLabelText(t.code), '000000');
    await user.click(within(sms).getByRole('button', { name: t.confirm }));
    expect((await within(sms).findByRole('alert')).textContent).toContain(
      textsMessages.errors.codeWrong,
    );
  });
});
