import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { assignRequestId } from '../lib/request-id';
import { withVary, type PlainAnswer } from './read-cache';

/**
 * Answers a GET from memory, or returns undefined when it cannot (nothing kept, a header it
 * does not handle): the framework then answers as usual. Never waits: whatever needs the
 * database, a hook or validation is the framework's.
 */
type FrontDoorAnswerer = (path: string, request: IncomingMessage) => PlainAnswer | undefined;

/**
 * The HTTP server's first look at each request. Answers that are already in memory (the public
 * catalogue, a remembered session's check-login) are written straight to the socket with the
 * same headers and bytes the framework would send, skipping its per-request work (request and
 * reply objects, a child logger, hooks), which was most of the time such a read took. Anything
 * else, including every request that is not a plain GET, goes to Fastify untouched.
 *
 * Answers given here are not logged one by one, as a CDN's cache hits are not; they are counted
 * (plain integers per answerer, read by /metrics on scrape: nothing else per answer).
 */
export class FrontDoor {
  private readonly answerers: { answer: FrontDoorAnswerer; counted: { count: number } }[] = [];
  /** Helmet's headers, set by the security plugin: every answer carries them. */
  private securityHeaders: Record<string, string> = {};
  /** How many requests it answered since start (tests and diagnostics read it). */
  answered = 0;
  /** How many each answerer gave, by the name it was added with (/metrics reads them). */
  readonly answeredBy = new Map<string, { count: number }>();
  /** Closing: every request goes to the framework, which closes its connection after it. */
  closing = false;

  setSecurityHeaders(headers: Record<string, string>): void {
    this.securityHeaders = headers;
  }

  /** Features add their answerers as they register their routes, named for /metrics. */
  add(name: string, answerer: FrontDoorAnswerer): void {
    const counted = this.answeredBy.get(name) ?? { count: 0 };
    this.answeredBy.set(name, counted);
    this.answerers.push({ answer: answerer, counted });
  }

  /** True when it answered (saying it was request `requestId`); false hands it to the framework. */
  serve(request: IncomingMessage, response: ServerResponse, requestId: string): boolean {
    const url = request.url;
    // A query string, a cross-origin request (CORS headers are the framework's), any other
    // method, or any request once closing: not for the front door.
    if (request.method !== 'GET' || !url || url.includes('?') || request.headers.origin) {
      return false;
    }
    if (this.closing) return false;
    for (const answerer of this.answerers) {
      const answer = answerer.answer(url, request);
      if (!answer) continue;
      answerer.counted.count++;
      const headers: Record<string, string | number> = {
        'x-request-id': requestId,
        ...this.securityHeaders,
        ...answer.headers,
      };
      const { vary } = this.securityHeaders;
      if (vary && answer.headers.vary) headers.vary = withVary(vary, answer.headers.vary);
      if (answer.body) headers['content-length'] = answer.body.length;
      // All headers in writeHead and none set before: Node then writes them as given. One
      // setHeader first sends every header through setHeader's checks and copies again.
      response.writeHead(answer.statusCode, headers);
      response.end(answer.body);
      this.answered++;
      return true;
    }
    return false;
  }

  /** Fastify's `serverFactory`: an HTTP server whose requests pass the front door first. */
  serverFactory(): FastifyServerFactory {
    return (handler, options) => {
      const server = http.createServer((request, response) => {
        // Every answer, the front door's and the framework's, says which request it was.
        const requestId = assignRequestId(request);
        if (this.serve(request, response, requestId)) return;
        response.setHeader('x-request-id', requestId);
        handler(request, response);
      });
      // What Fastify sets on the server it would have made itself (its defaults included).
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = options;
      if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
      if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
      if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
      return server;
    };
  }
}
