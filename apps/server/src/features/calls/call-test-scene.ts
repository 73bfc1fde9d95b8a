import type { FastifyInstance } from 'fastify';
import { callHistoryResponseSchema, callSchema, type CallHistoryItem } from '@solace/shared';
import { api } from '../../test/api-helpers';

/** The calls API as the two people of a booking use it. */
export function callsApi(app: FastifyInstance) {
  const client = api(app);
  return {
    ring: (token: string, bookingId: string) =>
      client.post(`/api/bookings/${bookingId}/call`, {}, token),
    answer: (token: string, callId: string, action: 'accept' | 'decline' | 'cancel') =>
      client.post(`/api/calls/${callId}/${action}`, {}, token),
    /** Rings, expecting it to ring: the call as its ringer sees it. */
    async rang(token: string, bookingId: string) {
      const res = await client.post(`/api/bookings/${bookingId}/call`, {}, token);
      if (res.statusCode !== 200) throw new Error(`ring refused: ${res.statusCode} ${res.body}`);
      return callSchema.parse(res.json());
    },
    async history(token: string): Promise<CallHistoryItem[]> {
      const res = await client.get('/api/calls', token);
      if (res.statusCode !== 200) throw new Error(`history: ${res.statusCode} ${res.body}`);
      return callHistoryResponseSchema.parse(res.json());
    },
  };
}
