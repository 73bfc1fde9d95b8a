import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT, encodeCursor, messages } from '@solace/shared';
import { makePerson } from './test/authorization-scene';
import { insert, TIMES } from './test/paging-kit';
import { useTestApp } from './test/test-app';

/** Every paged list refuses a cursor or limit the server did not make (issue 23). */
describe('cursor paging', () => {
  const ctx = useTestApp();

  describe('a cursor or limit the server did not make is a 400 naming the field', () => {
    const forged = [
      'not a cursor',
      'bm90LWpzb24', // base64url of "not-json"
      encodeCursor({ at: '2030-01-01T10:00:00Z', id: 'not-a-uuid' }),
      encodeCursor({ at: 'yesterday', id: randomUUID() }),
      'x'.repeat(500),
    ];
    const limits = ['0', String(MAX_PAGE_LIMIT + 1), 'ten', '2.5'];

    it.each([
      ['/api/notifications', 'patient'],
      ['/api/profile/history/{self}', 'patient'],
      ['/api/bookings/mine', 'patient'],
      ['/api/chat/conversations', 'patient'],
      ['/api/chat/conversations/{conversation}/messages', 'patient'],
      ['/api/admin/reports', 'admin'],
      ['/api/admin/audit-log', 'admin'],
      ['/api/admin/clients/{client}/bookings', 'admin'],
    ] as const)('%s', async (template, role) => {
      const asker = await makePerson(ctx.app, role, 'Asker');
      const client = await makePerson(ctx.app, 'patient', 'Client');
      const doctor = await makePerson(ctx.app, 'doctor', 'Doctor');
      const conversation = randomUUID();
      await insert(ctx.app, 'conversations', [
        {
          id: conversation,
          patient_id: asker.id,
          doctor_id: doctor.id,
          created_at: TIMES[0]!,
          updated_at: TIMES[0]!,
        },
      ]);
      const url = template
        .replace('{self}', asker.id)
        .replace('{client}', client.id)
        .replace('{conversation}', conversation);
      const get = (query: string) =>
        ctx.app.inject({
          method: 'GET',
          url: `${url}?${query}`,
          headers: { authorization: `Bearer ${asker.token}` },
        });
      for (const cursor of forged) {
        const res = await get(`cursor=${encodeURIComponent(cursor)}`);
        expect(res.statusCode, cursor).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: messages.paging.badCursor,
          fields: { cursor: messages.paging.badCursor },
        });
      }
      for (const limit of limits) {
        const res = await get(`limit=${limit}`);
        expect(res.statusCode, limit).toBe(400);
        expect(res.json()).toMatchObject({ fields: { limit: messages.paging.badLimit } });
      }
    });
  });
});
