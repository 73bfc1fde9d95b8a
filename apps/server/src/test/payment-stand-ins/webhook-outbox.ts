/**
 * A provider's webhooks, as the stand-ins send them: signed POSTs to one URL, which a test can
 * send now, twice, hold and release late or in reverse order, or send forged or unsigned.
 */

/** An event as the provider would send it: its id and its body, serialised once. */
export interface OutgoingEvent {
  id: string;
  /** The event's name (`payment.captured`, `checkout.session.completed`). */
  type: string;
  body: string;
}

/** How a delivery is signed: as the provider does, with the wrong secret, not at all, or long ago. */
export type Signing = 'genuine' | 'forged' | 'unsigned' | 'stale';

export interface Delivery {
  eventId: string;
  type: string;
  signing: Signing;
  /** The receiver's HTTP status, or 0 when it could not be reached. */
  status: number;
  responseBody: string;
}

/** The headers one delivery carries, by the provider's scheme. */
export type SignHeaders = (event: OutgoingEvent, signing: Signing) => Record<string, string>;

export class WebhookOutbox {
  /** Where events go; null keeps every event held (nothing to send to yet). */
  target: string | null = null;
  /** Every delivery made, in order: what the receiver answered. */
  readonly deliveries: Delivery[] = [];
  /** Every event the provider raised, sent or not. */
  readonly events: OutgoingEvent[] = [];
  private readonly heldEvents: OutgoingEvent[] = [];
  private holding = false;
  private readonly inFlight = new Set<Promise<Delivery>>();

  constructor(private readonly signHeaders: SignHeaders) {}

  /** Sends one event now, whatever is held. */
  async deliver(event: OutgoingEvent, signing: Signing = 'genuine'): Promise<Delivery> {
    if (!this.target) throw new Error('webhook outbox: no target URL set');
    let delivery: Delivery;
    try {
      const res = await fetch(this.target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...this.signHeaders(event, signing) },
        body: event.body,
      });
      delivery = {
        eventId: event.id,
        type: event.type,
        signing,
        status: res.status,
        responseBody: await res.text(),
      };
    } catch (err) {
      delivery = {
        eventId: event.id,
        type: event.type,
        signing,
        status: 0,
        responseBody: (err as Error).message,
      };
    }
    this.deliveries.push(delivery);
    return delivery;
  }

  /** The same event delivered twice, one after the other, as providers do on a lost answer. */
  async deliverTwice(event: OutgoingEvent): Promise<[Delivery, Delivery]> {
    const first = await this.deliver(event);
    return [first, await this.deliver(event)];
  }

  /** What the provider raises: sent at once unless held (or no target is set yet). */
  raise(event: OutgoingEvent): Promise<Delivery | null> {
    this.events.push(event);
    if (this.holding || !this.target) {
      this.heldEvents.push(event);
      return Promise.resolve(null);
    }
    const delivery = this.deliver(event);
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
    return delivery;
  }

  /**
   * Waits for the deliveries under way: an event the provider raises after answering an API
   * call (a refund's webhook) reaches the receiver after the caller has its answer.
   */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** From now on events wait until `release` (late delivery). */
  hold(): void {
    this.holding = true;
  }

  /** The events waiting, oldest first. */
  held(): readonly OutgoingEvent[] {
    return this.heldEvents;
  }

  /** Sends the held events, in the order raised or the reverse, and stops holding. */
  async release(order: 'in-order' | 'reverse' = 'in-order'): Promise<Delivery[]> {
    this.holding = false;
    const events = this.heldEvents.splice(0);
    if (order === 'reverse') events.reverse();
    const sent: Delivery[] = [];
    for (const event of events) sent.push(await this.deliver(event));
    return sent;
  }

  /** The last event of a type raised, to send again or forge. */
  last(type: string): OutgoingEvent {
    const event = this.events.findLast((e) => e.type === type);
    if (!event) throw new Error(`webhook outbox: no ${type} event raised`);
    return event;
  }
}
