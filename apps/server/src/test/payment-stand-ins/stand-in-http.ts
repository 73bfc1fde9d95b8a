import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What both payment stand-ins share: a plain `http` server on a free loopback port, bodies,
 * answers, ids. No test framework here: browser journeys start the stand-ins too.
 */

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

export interface StandInServer {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Listens on a free port; a handler that throws answers 500 with the message (never hangs). */
export async function startStandInServer(handler: Handler): Promise<StandInServer> {
  const server = http.createServer((req, res) => {
    handler(req, res).catch((err: Error) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: err.message } });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** JSON answer; cross-origin readable, since the hosted checkout's script calls from the app. */
export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

export function sendText(
  res: http.ServerResponse,
  status: number,
  contentType: string,
  text: string,
): void {
  res.writeHead(status, { 'content-type': `${contentType}; charset=utf-8` });
  res.end(text);
}

export function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

/** A provider-style id: `order_` + 14 characters, as Razorpay and Stripe write theirs. */
export function providerId(prefix: string): string {
  return `${prefix}${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
}

/** HMAC-SHA256 in hex, computed here on its own rather than with the adapters' code under test. */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** A secret's wrong twin: a forged signature that has the right form. */
export function forgedSecret(secret: string): string {
  return `${secret}-forged`;
}

/** Text for HTML: the stand-ins' pages show what they were given. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
