import net from 'node:net';

/**
 * A loopback port nobody listens on now, for a process about to be started on it (the cluster's
 * instances and nginx, the tests' own Redis, the benchmark's servers).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
