import type { TextChannelsView } from '@solace/shared';

/** The profile's text channels as a practice with Twilio shows them to a client not opted in. */
export const channelsOff: TextChannelsView = {
  channels: [
    { channel: 'sms', offered: true, state: 'off', phone: null, consentedAt: null },
    { channel: 'whatsapp', offered: true, state: 'off', phone: null, consentedAt: null },
  ],
};

/** What a client's profile page asks for its text channels section. */
export const textChannelsAnswer = { '/profile/text-channels': { body: channelsOff } };
