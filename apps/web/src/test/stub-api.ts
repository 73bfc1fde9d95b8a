import path from 'node:path';
import { expect, vi } from 'vitest';

/** A JSON answer (with headers, say a paged list's X-Next-Cursor), or a function of the URL. */
type Answer =
  | { status?: number; body: unknown; headers?: Record<string, string> }
  | ((url: URL) => Response | Promise<Response>);
export type Answers = Record<string, Answer>;

/** The answers of the last stubApi call: they stay in force until the next test replaces them. */
let answersInForce: Answers = {};
/** Whether a test is running; requests after its end are reported apart (see lateRequests). */
let testRunning = false;
/** Requests no answer expected during the running test, as "METHOD path". */
let unexpectedRequests: string[] = [];
/** The same, but made after their test had ended (a query that started as the screen closed). */
let lateRequests: string[] = [];
/**
 * The test that ended last, named in a late request: a worker's files share one environment, so a
 * request a file left behind can arrive while the next file runs.
 */
let lastTest = '';

function fetchAnswering(answers: Answers) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // As a real fetch: a request whose signal was aborted first (its screen closed) is never sent.
    init?.signal?.throwIfAborted();
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const request = `${init?.method ?? 'GET'} ${path}`;
    const answer = answers[request] ?? answers[path];
    if (typeof answer === 'function') return answer(url);
    if (!answer) {
      if (testRunning) unexpectedRequests.push(request);
      else lateRequests.push(`${request} (after ${lastTest})`);
    }
    const { status = 200, body, headers } = answer ?? { status: 404, body: { error: 'Not found' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
}

/**
 * A fetch stub answering JSON by path (after the /api prefix), or by "METHOD path" when one
 * path has several methods. A function answer may throw (a network failure) or return a promise
 * the test settles later (a request in flight). Any other request fails the test when it ends
 * (it is answered 404 meanwhile, so the screen carries on and the test shows what it missed).
 */
export function stubApi(answers: Answers) {
  answersInForce = answers;
  const fetchMock = fetchAnswering(answers);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Before each test: an API that expects nothing until the test says what it answers. */
export function startApiStubs(): void {
  testRunning = true;
  stubApi({});
}

function failWith(what: string, requests: string[]): never {
  throw new Error(`${what} that no stubApi answer expected:\n  ${requests.join('\n  ')}`);
}

/**
 * After each test (once globals are unstubbed): the test's answers stay in force, so a request
 * still on its way is answered as the test planned, not by the network; then the test fails if
 * it made a request nobody expected.
 */
export function endApiStubs(): void {
  testRunning = false;
  const { testPath, currentTestName } = expect.getState();
  lastTest = `${path.basename(testPath ?? '')} > ${currentTestName ?? ''}`;
  vi.stubGlobal('fetch', fetchAnswering(answersInForce));
  const unexpected = unexpectedRequests;
  unexpectedRequests = [];
  if (unexpected.length > 0) failWith('The test made API requests', unexpected);
}

/** After the file: late requests fail it too, however the timing fell. */
export function reportLateApiRequests(): void {
  const late = lateRequests;
  lateRequests = [];
  if (late.length > 0) failWith('API requests were made after their test had ended', late);
}

/**
 * A response body whose connection drops after its first bytes, as when the page is left while
 * the answer arrives: `() => new Response(cutOffBody(), { status: 200 })` as an answer.
 */
export function cutOffBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"user":'));
      controller.error(new TypeError('network error'));
    },
  });
}
