import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';

/** What the worker (pglite-worker.mjs) says. */
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'data'; bytes: Uint8Array }
  | { type: 'failed'; err: unknown }
  | { type: 'dumped'; bytes: Uint8Array }
  | { type: 'dump-failed'; err: unknown };

const CLOSE_TIMEOUT_MS = 10_000;
/** The message a query gets once the thread is gone (db-errors.ts reads it as a 503). */
const THREAD_STOPPED = 'The database thread has stopped';

/**
 * A socket-like stream to the PGlite thread, for node-postgres (its `stream` option): what pg
 * writes in one turn goes over as one message, what PGlite answers comes back as data.
 */
class ThreadStream extends Duplex {
  private outgoing: Buffer[] = [];

  constructor(private readonly worker: Worker) {
    super();
  }

  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.outgoing.push(chunk);
    if (this.outgoing.length === 1) queueMicrotask(() => this.flush());
    done();
  }

  override _final(done: () => void): void {
    this.flush();
    this.push(null);
    done();
  }

  private flush(): void {
    if (this.outgoing.length === 0) return;
    // A fresh buffer (never Node's shared pool) may be handed over instead of copied.
    const bytes = new Uint8Array(this.outgoing.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of this.outgoing) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    this.outgoing = [];
    this.worker.postMessage({ type: 'data', bytes }, [bytes.buffer]);
  }
}

export interface PgliteThread {
  /** A new connection's stream (the pool keeps one). */
  connect(): Duplex;
  /** The data folder as a ustar archive (PGlite's dumpDataDir), between two statements. */
  dump(): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread: it opens (or creates) the data directory and applies the
 * migrations there, while the main thread goes on loading the server.
 */
export async function startPgliteThread(options: {
  dataDir: string | undefined;
  migrate: boolean;
  migrationsFolder: string;
  /**
   * A ceiling on the thread's JavaScript heap (tests): the thread keeps nothing of what it
   * answered, so a small one holds however much is read (PGlite's own memory is outside it).
   */
  heapLimitMb?: number;
}): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: {
      dataDir: options.dataDir,
      runMigrations: options.migrate,
      migrationsFolder: options.migrationsFolder,
    },
    ...(options.heapLimitMb && {
      resourceLimits: { maxOldGenerationSizeMb: options.heapLimitMb },
    }),
  });
  let current: ThreadStream | undefined;
  let closed: (() => void) | undefined;
  let dumped: { resolve(bytes: Buffer): void; reject(err: unknown): void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'closed') closed?.();
      else if (message.type === 'dumped') dumped?.resolve(Buffer.from(message.bytes));
      else if (message.type === 'dump-failed') dumped?.reject(message.err);
      else if (message.type === 'data')
        current?.push(
          Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.length),
        );
      // PGlite itself failed (an abort in its WebAssembly): the connection ends, a 503.
      else if (current) current.destroy(new Error(THREAD_STOPPED, { cause: message.err }));
      else reject(message.err as Error);
    });
  });
  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  // A thread that fails or exits takes its session with it: the connection ends with an error
  // (the query in flight answers 503), and so does every later one, instead of the process
  // stopping on the worker's 'error' or a query waiting for ever on a thread that is gone.
  let stopped: Error | undefined;
  const stop = () => {
    stopped ??= new Error(THREAD_STOPPED);
    current?.destroy(stopped);
  };
  worker.on('error', stop);
  worker.on('exit', stop);
  return {
    connect: () => {
      current = new ThreadStream(worker);
      const stream = current;
      if (stopped) process.nextTick(() => stream.destroy(stopped));
      return stream;
    },
    dump: async () => {
      if (dumped) throw new Error('A backup of the embedded database is already being taken.');
      try {
        return await new Promise<Buffer>((resolve, reject) => {
          dumped = { resolve, reject };
          worker.postMessage({ type: 'dump' });
        });
      } finally {
        dumped = undefined;
      }
    },
    close: async () => {
      const done = new Promise<void>((resolve) => {
        closed = resolve;
        setTimeout(resolve, CLOSE_TIMEOUT_MS).unref();
      });
      worker.postMessage({ type: 'close' });
      await done;
      await worker.terminate();
    },
  };
}
