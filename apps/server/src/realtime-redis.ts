import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis, type RedisOptions } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * The socket.io adapter never looks at what its `publish` calls answer: with Redis gone, each
 * failed command would be an unhandled rejection, which stops the process. Here every command's
 * failure is handled once (callers that await a command still see it fail).
 */
class QuietRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const result = super.sendCommand(...args);
    if (result instanceof Promise) result.catch(() => {});
    return result;
  }
}

/** Try again soon, but not in a tight loop: within a second of Redis coming back. */
const retryStrategy = (times: number) => Math.min(times * 100, 1000);

/**
 * Publishing fails at once while Redis is away (no offline queue, no retries): the event has
 * already gone to this instance's own sockets, and a late copy for the others would only
 * confuse. A command that gets no answer gives up after a second.
 */
const publisherOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1000,
  retryStrategy,
};
/**
 * Subscribing waits for Redis however long it takes (queued, never given up), and ioredis
 * subscribes again by itself after each reconnection.
 */
const subscriberOptions: RedisOptions = { maxRetriesPerRequest: null, retryStrategy };

/** How long the server's start waits for Redis; past it the server starts without it. */
const START_WAIT_MS = 3000;

export interface RedisLink {
  /** Both connections ready: events and socket lookups reach the other instances. */
  up(): boolean;
  /**
   * Runs `handler` each time both connections are ready again after a loss (and at the first
   * connection), once they hear their channels: what the other instances missed meanwhile can
   * be said again.
   */
  onReturn(handler: () => void): void;
  close(): Promise<void>;
}

/** Two Redis connections (publish, subscribe) carrying socket.io's traffic between instances. */
export function useRedisAdapter(
  io: Pick<Server, 'adapter'>,
  app: FastifyInstance,
  url: string,
  channel = 'socket.io',
): RedisLink {
  const pub = new QuietRedis(url, publisherOptions);
  const sub = new QuietRedis(url, subscriberOptions);
  const handlers: (() => void)[] = [];
  let lost = true;
  let warned = false;
  const up = () => pub.status === 'ready' && sub.status === 'ready';
  const returned = () => {
    if (!lost || !up()) return;
    lost = false;
    // The reply to a PING comes after those of the subscriptions ioredis renews on 'ready'.
    sub.ping().then(
      () => {
        if (warned) app.log.info('redis connection back');
        warned = false;
        for (const handler of handlers) handler();
      },
      () => {},
    );
  };
  for (const client of [pub, sub]) {
    // ioredis reconnects by itself; say so once per loss instead of crashing.
    client.on('error', (err: Error) => {
      if (!warned) app.log.warn({ err: { message: err.message } }, 'redis connection failed');
      warned = true;
    });
    client.on('close', () => (lost = true));
    // After ioredis's own 'ready' work (renewing subscriptions), not before it.
    client.on('ready', () => setImmediate(returned));
  }
  io.adapter(createAdapter(pub, sub, { key: channel, requestsTimeout: 3000 }));
  app.addHook('onReady', async () => {
    if (up()) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pub.off('ready', check);
        sub.off('ready', check);
        resolve();
      };
      const check = () => void (up() && done());
      const timer = setTimeout(done, START_WAIT_MS);
      pub.on('ready', check);
      sub.on('ready', check);
    });
    if (!up()) app.log.warn('redis not reachable: this instance serves its own sockets for now');
  });
  return {
    up,
    onReturn: (handler) => void handlers.push(handler),
    close: async () => {
      // QUIT would wait for a Redis that is away (the subscriber queues): just hang up then.
      await Promise.all(
        [pub, sub].map((client) =>
          client.status === 'ready'
            ? client.quit().catch(() => client.disconnect())
            : client.disconnect(),
        ),
      );
    },
  };
}
