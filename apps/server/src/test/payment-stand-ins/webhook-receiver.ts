import type {
  PaymentProvider,
  VerifiedEvent,
} from '../../features/payments/providers/payment-provider';
import { readBody, sendJson, startStandInServer } from './stand-in-http';

/** What the receiver made of one delivery: the event, or why it was refused. */
export type Received = { event: VerifiedEvent } | { refused: string };

/**
 * A real HTTP endpoint that hands each delivery's raw body and headers to an adapter's
 * `parseWebhook`, as the webhook route will: 200 with the event, or 400 when refused. For the
 * adapters' tests, before the route exists.
 */
export async function startWebhookReceiver(provider: PaymentProvider) {
  const received: Received[] = [];
  const server = await startStandInServer(async (req, res) => {
    const body = await readBody(req);
    try {
      const event = provider.parseWebhook(body, req.headers);
      received.push({ event });
      sendJson(res, 200, event);
    } catch (err) {
      received.push({ refused: (err as Error).message });
      sendJson(res, 400, { error: (err as Error).message });
    }
  });
  return {
    url: `${server.url}/webhook`,
    received,
    /** The events accepted, in arrival order. */
    events: () => received.flatMap((r) => ('event' in r ? [r.event] : [])),
    close: () => server.close(),
  };
}
