/**
 * `npm run bench`: the booking hot paths against a real server on loopback with the embedded
 * database, with bounded request counts, then the live chat (`chat.ts`). Prints two tables.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chatBenchmark } from './chat';
import {
  addSlots,
  buildApp,
  createPatientWithSession,
  createStaffAccount,
  listOwnSlots,
  loadConfig,
} from '@solace/server';

const SLOTS = 500;
const CONNECTIONS = 10;

interface Row {
  scenario: string;
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
}

function row(scenario: string, r: autocannon.Result): Row {
  return {
    scenario,
    requests: r.requests.total,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'non-2xx': r.non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    SEED_DEMO: 'true',
  });
  const app = await buildApp(config);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { ctx } = app;
    // A therapist with 500 future sessions, 20 minutes apart.
    const { userId } = await createStaffAccount(ctx, {
      role: 'doctor',
      name: 'Bench Doctor',
      email: 'bench.doctor@example.com',
    });
    const doctor = { id: userId };
    const first = Date.now() + 24 * 3600_000;
    await addSlots(ctx, doctor.id, {
      slots: Array.from({ length: SLOTS }, (_, i) => ({
        start_time: new Date(first + i * 20 * 60_000).toISOString(),
        end_time: new Date(first + i * 20 * 60_000 + 15 * 60_000).toISOString(),
      })),
    });
    const slotIds = (await listOwnSlots(ctx, doctor.id)).available.map((s) => s.id);
    const patients = await Promise.all(
      Array.from({ length: SLOTS }, async (_, i) => {
        const patient = await createPatientWithSession(ctx, {
          name: `Bench ${i}`,
          email: `bench${i}@example.com`,
        });
        return patient.token;
      }),
    );

    const rows: Row[] = [];
    rows.push(
      row(
        `GET available-slots (${SLOTS} slots)`,
        await autocannon({
          url: `${url}/api/doctors/${doctor.id}/available-slots`,
          connections: CONNECTIONS,
          amount: 2000,
        }),
      ),
    );
    let next = 0;
    rows.push(
      row(
        'POST bookings/create (distinct slots)',
        await autocannon({
          url: `${url}/api/bookings/create`,
          connections: CONNECTIONS,
          amount: SLOTS,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const i = next++;
                return {
                  ...req,
                  headers: {
                    'content-type': 'application/json',
                    authorization: `Bearer ${patients[i % SLOTS]}`,
                  },
                  body: JSON.stringify({ slotId: slotIds[i % SLOTS], doctorId: doctor.id }),
                };
              },
            },
          ],
        }),
      ),
    );
    console.log(
      `\nSolace benchmarks: ${os.cpus().length} cores, Node ${process.version}, embedded PGlite\n`,
    );
    console.table(rows);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    '\nLive chat: the server in its own process, delivery to the other person’s socket\n',
  );
  console.table([await chatBenchmark()]);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
