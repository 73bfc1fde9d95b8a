/**
 * Requests that arrive while a batch is being worked on wait for it, then go in together as the
 * next batch: many requests that come at once cost one round trip to the database instead of one
 * each, and a request that comes alone does not wait at all. Each request still gets its own
 * answer. When a batch of several fails, each of its requests is tried again alone, so a request
 * only ever sees its own error.
 */
interface BatchRules<Request, Answer> {
  /** Works one batch; the answers in the order of the requests. */
  run(requests: Request[]): Promise<Answer[]>;
  /** The most requests one batch takes. */
  most: number;
  /** Requests with the same key never share a batch (a later one waits for the next). */
  keyOf?: (request: Request) => string;
}

interface Waiting<Request, Answer> {
  request: Request;
  done(answer: Answer): void;
  fail(err: unknown): void;
}

export class BatchWhileBusy<Request, Answer> {
  private waiting: Waiting<Request, Answer>[] = [];
  private working = false;

  constructor(private readonly rules: BatchRules<Request, Answer>) {}

  /** The request's answer, once the batch it went in with is done. */
  submit(request: Request): Promise<Answer> {
    return new Promise((done, fail) => {
      this.waiting.push({ request, done, fail });
      if (!this.working) void this.workAll();
    });
  }

  private async workAll(): Promise<void> {
    this.working = true;
    while (this.waiting.length > 0) await this.work(this.takeBatch());
    this.working = false;
  }

  private takeBatch(): Waiting<Request, Answer>[] {
    const { most, keyOf } = this.rules;
    if (!keyOf) return this.waiting.splice(0, most);
    const batch: Waiting<Request, Answer>[] = [];
    const later: Waiting<Request, Answer>[] = [];
    const keys = new Set<string>();
    for (const waiting of this.waiting) {
      const key = keyOf(waiting.request);
      if (batch.length < most && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        later.push(waiting);
      }
    }
    this.waiting = later;
    return batch;
  }

  private async work(batch: Waiting<Request, Answer>[]): Promise<void> {
    try {
      const answers = await this.rules.run(batch.map((waiting) => waiting.request));
      batch.forEach((waiting, i) => waiting.done(answers[i]!));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.fail(err);
      for (const waiting of batch) await this.work([waiting]);
    }
  }
}
