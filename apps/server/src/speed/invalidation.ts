import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** The channel the database triggers of migration 0011 announce committed changes on. */
export const READS_CHANNEL = 'solace_reads';
/** The payload that means "anything may have changed" (a truncate, a lost connection). */
export const EVERYTHING = '*';
/** How long a write's answer waits for every instance to have heard its change, at most. */
const SETTLE_TIMEOUT_MS = 2000;

type Listener = (topic: string) => void;

/**
 * What changed in the database, as its triggers announce it after commit (`doctor:<id>`,
 * `user:<id>`, `session:<id>`, `plans`, `services`, or `*`), whoever wrote it. In-memory read
 * caches subscribe and drop what a topic names; while the announcements cannot be heard
 * (`live` false), they must not answer from memory.
 *
 * Instances on one PostgreSQL know each other through the same channel (`hello`, `here`,
 * `bye`), so that a write can wait until every one of them has heard it (see settle).
 */
export class Invalidations {
  private readonly listeners = new Set<Listener>();
  private readonly id = randomUUID();
  private readonly peers = new Set<string>();
  /** Marker id → the instances that have yet to confirm they heard it. */
  private readonly waiting = new Map<string, { missing: Set<string>; done: () => void }>();
  private acks: string[] = [];
  /** The marker that the next callers of settle share, until it leaves. */
  private nextMarker: Promise<void> | undefined;
  /** Settles once the last marker's notification has left (sent or failed). */
  private lastMarkerSent: Promise<void> = Promise.resolve();
  private stopListening: (() => Promise<void>) | undefined;
  live = false;

  /**
   * `readCaches` false (READ_CACHES=off) is the switch of the whole speed part: no memory is
   * trusted and every read goes to the database.
   */
  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    readonly readCaches = true,
  ) {}

  /** True while an answer kept in memory may be given: caches on and announcements heard. */
  get memoryTrusted(): boolean {
    return this.readCaches && this.live;
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(READS_CHANNEL, {
      onPayload: (payload) => this.receive(payload),
      onLive: (live) => {
        if (!live) this.log.warn('database notifications lost: answering reads from the database');
        this.live = live;
        this.publish(EVERYTHING);
        if (live) this.announce(`hello:${this.id}`);
      },
    });
    this.live = true;
    if (this.database.kind === 'postgres') await this.send(`hello:${this.id}`);
  }

  async close(): Promise<void> {
    if (this.live && this.database.kind === 'postgres') await this.send(`bye:${this.id}`);
    this.live = false;
    for (const { done } of this.waiting.values()) done();
    await this.stopListening?.();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once every instance has heard every change committed before the call, so that no
   * read anywhere after a write's answer is served from what it changed. PGlite has one session
   * (and one instance), whose notifications arrive before the write that caused them resolves.
   * On PostgreSQL they arrive in commit order: a marker sent now comes after them, and each
   * instance confirms hearing it. One that does not confirm in time is forgotten until it
   * speaks again.
   */
  settle(): Promise<void> {
    // Not readCaches: instances with caches on may share the database with this one.
    if (this.database.kind === 'pglite' || !this.live) return Promise.resolve();
    // Every caller until the next marker leaves shares it: a burst of writes sends a few
    // markers, not one each. A marker already on its way may have left before this caller's
    // commit, so the next one waits for it to leave (not to be heard) and goes right after.
    this.nextMarker ??= this.lastMarkerSent.then(() => this.markAndWait());
    return this.nextMarker;
  }

  private async markAndWait(): Promise<void> {
    this.nextMarker = undefined;
    const marker = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const missing = new Set([this.id, ...this.peers]);
    const heard = new Promise<void>((resolve) => {
      this.waiting.set(marker, { missing, done: resolve });
      timer = setTimeout(() => {
        for (const peer of missing) this.peers.delete(peer);
        resolve();
      }, SETTLE_TIMEOUT_MS);
    });
    try {
      const sent = this.send(`marker:${marker}:${this.id}`);
      this.lastMarkerSent = sent.then(
        () => undefined,
        () => undefined,
      );
      await sent;
      await heard;
    } catch (err) {
      // The write has committed either way: its answer goes, as it would without memory.
      this.log.warn({ err }, 'could not wait for instances to hear a change');
    } finally {
      clearTimeout(timer);
      this.waiting.delete(marker);
    }
  }

  private receive(payload: string): void {
    const [kind = '', first = '', second = ''] = payload.split(':');
    switch (kind) {
      case 'hello':
        if (first === this.id) return;
        this.peers.add(first);
        return this.announce(`here:${this.id}`);
      case 'here':
        if (first !== this.id) this.peers.add(first);
        return;
      case 'bye':
        this.peers.delete(first);
        return;
      case 'marker':
        if (second === this.id) return this.heard(first, this.id);
        this.peers.add(second);
        return this.acknowledge(first);
      case 'heard':
        this.peers.add(second);
        for (const marker of first.split(',')) this.heard(marker, second);
        return;
      default:
        this.publish(payload);
    }
  }

  private heard(marker: string, instance: string): void {
    const waiting = this.waiting.get(marker);
    if (!waiting) return;
    waiting.missing.delete(instance);
    if (waiting.missing.size === 0) waiting.done();
  }

  /** Confirms markers in batches: one notification for all those heard in one turn. */
  private acknowledge(marker: string): void {
    this.acks.push(marker);
    if (this.acks.length > 1) return;
    setImmediate(() => {
      const batch = this.acks.splice(0, 150);
      const rest = this.acks.splice(0);
      this.announce(`heard:${batch.join(',')}:${this.id}`);
      for (const more of rest) this.acknowledge(more);
    });
  }

  private send(payload: string): Promise<unknown> {
    return this.database.db.execute(sql`select pg_notify(${READS_CHANNEL}, ${payload})`);
  }

  private announce(payload: string): void {
    this.send(payload).catch((err: unknown) =>
      this.log.warn({ err }, 'could not announce on the database channel'),
    );
  }

  private publish(topic: string): void {
    for (const listener of this.listeners) listener(topic);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write's answer leaves only once this instance has heard the changes it committed, so the
 * writer's next read (here, and in practice on the other instances, which hear the same
 * announcement at the same moment) is never answered from a dropped memory.
 */
export function registerReadBarrier(app: FastifyInstance, invalidations: Invalidations): void {
  // Callback style: reads (nearly every request) pass through without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return done(null, payload);
    void invalidations.settle().then(() => done(null, payload));
  });
}
