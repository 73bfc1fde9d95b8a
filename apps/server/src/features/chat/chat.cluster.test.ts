import { describe, expect, it } from 'vitest';
import { chatDoctorsResponseSchema } from '@solace/shared';
import { api } from '../../test/api-helpers';
import { eventually } from '../../test/eventually';
import { collect } from '../../test/sockets';
import { TestClock } from '../../test/test-clock';
import { useTwoInstances, whyNoTwoInstances } from '../../test/two-instances';
import { chatPeople, sendWithAck } from './chat-test-scene';

/**
 * Two server instances on one PostgreSQL and one Redis, as behind a load balancer. Runs in the
 * PostgreSQL run (DATABASE_URL set) when Redis answers at REDIS_URL (default 127.0.0.1:6379).
 */
const skipped = await whyNoTwoInstances();
if (skipped) console.warn(`chat on two instances skipped: ${skipped}`);

describe.skipIf(skipped !== undefined)(
  `live chat on two instances${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    const clock = new TestClock();
    const two = useTwoInstances(clock);
    const { pool } = two;

    it('delivers through instance A to the therapist on B, and A sees B’s sockets', async () => {
      const { patient, doctor } = await chatPeople(two.a);
      const onA = await pool.open(two.a, patient.token);
      expect(onA.outcome).toBe('connected');
      const presence = collect(onA.socket, 'presence');
      const onB = await pool.open(two.b, doctor.token);
      expect(onB.outcome).toBe('connected');
      await eventually(() => presence.some((p) => p.userId === doctor.id && p.online));

      const doctors = chatDoctorsResponseSchema.parse(
        (await api(two.a).get('/api/chat/doctors', patient.token)).json(),
      );
      expect(doctors.find((d) => d.id === doctor.id)?.online).toBe(true);

      const received = collect(onB.socket, 'chatMessage');
      const ack = await sendWithAck(onA.socket, {
        text: 'Across instances',
        receiverId: doctor.id,
      });
      expect(ack).toMatchObject({ ok: true });
      await eventually(() => received.length === 1);
      expect(received[0]).toMatchObject({ text: 'Across instances', userId: patient.id });

      // Logging out through A closes the therapist's socket on B.
      const closed = new Promise((resolve) => onB.socket.on('disconnect', resolve));
      await api(two.a).post('/api/logout', {}, doctor.token);
      await closed;
      await eventually(() => presence.some((p) => p.userId === doctor.id && !p.online));
    });
  },
);
