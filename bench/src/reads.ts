/**
 * The public reads and check-login, each against Solace and against the ceiling serving the
 * same bytes (fetched from Solace first), in alternating rounds.
 */
import { fetchRoutes, startCeiling } from './ceiling';
import { compare, type Measure } from './rounds';
import { READ_SLOTS, type Scene } from './seed';

export interface ReadRow {
  request: string;
  database: string;
  solace: Measure;
  ceiling: Measure;
  /** The same read from a server started with READ_CACHES=off (run.ts), when measured. */
  cachesOff?: Measure | undefined;
}

export async function benchmarkReads(
  serverUrl: string,
  scene: Scene,
  database: string,
): Promise<ReadRow[]> {
  const session = { authorization: `Bearer ${scene.reader.token}` };
  const requests = [
    { request: 'GET /api/doctors', path: '/api/doctors' },
    { request: 'GET /api/plans', path: '/api/plans' },
    { request: 'GET /api/services', path: '/api/services' },
    {
      request: `GET /api/doctors/{id}/available-slots (${READ_SLOTS} slots)`,
      path: `/api/doctors/${scene.therapists[0]!.id}/available-slots`,
    },
    { request: 'GET /api/check-login (a session)', path: '/api/check-login', headers: session },
  ];
  const ceiling = await startCeiling(await fetchRoutes(serverUrl, requests));
  try {
    const rows: ReadRow[] = [];
    for (const { request, path, headers } of requests) {
      const result = await compare(
        { url: `${serverUrl}${path}`, headers },
        { url: `${ceiling.url}${path}`, headers },
      );
      rows.push({ request, database, ...result });
      console.error(`  ${database}: ${request}: ${Math.round(result.solace.rps)} req/s`);
    }
    return rows;
  } finally {
    await ceiling.stop();
  }
}
