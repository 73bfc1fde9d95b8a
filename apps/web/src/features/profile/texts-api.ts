import { useQuery } from '@tanstack/react-query';
import {
  textChannelsSchema,
  type TextChannel,
  type TextCodeRequest,
  type TextConfirmRequest,
} from '@solace/shared';
import { api } from '../../lib/api-client';

const BASE = '/profile/text-channels';
export const textChannelKeys = { all: ['profile', 'text-channels'] as const };

/** The client's SMS and WhatsApp channels: offered, off, waiting for a code, or on. */
export function useTextChannels() {
  return useQuery({
    queryKey: textChannelKeys.all,
    queryFn: ({ signal }) => api.get(BASE, textChannelsSchema, { signal }),
  });
}

export function requestTextCode(channel: TextChannel, request: TextCodeRequest) {
  return api.post(`${BASE}/${channel}/code`, textChannelsSchema, request);
}

export function confirmTextCode(channel: TextChannel, request: TextConfirmRequest) {
  return api.post(`${BASE}/${channel}/confirm`, textChannelsSchema, request);
}

export function turnOffTextChannel(channel: TextChannel) {
  return api.delete(`${BASE}/${channel}`, textChannelsSchema);
}
