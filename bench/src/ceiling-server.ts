/**
 * The ceiling: a bare `node:http` server, in a process of its own, answering each path with
 * the very bytes Solace gave for it, headers and body. What Node itself can serve on this
 * machine; Solace's numbers are read as a share of it. Started by ceiling.ts over IPC.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CeilingRoute {
  path: string;
  /** The headers Solace answered with (content type, security headers, ETag...). */
  headers: Record<string, string>;
  /** The body, base64 (IPC carries JSON). */
  body: string;
}

process.once('message', (routes: CeilingRoute[]) => {
  const answers = new Map(
    routes.map((r) => {
      const body = Buffer.from(r.body, 'base64');
      const headers = { ...r.headers, 'content-length': String(body.length) };
      return [r.path, { body, headers }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers).end(answer.body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    process.send!({ port: (server.address() as AddressInfo).port });
  });
  process.once('disconnect', () => process.exit(0));
});
