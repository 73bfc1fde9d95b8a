import { createHmac } from 'node:crypto';
import {
  providerId,
  readBody,
  sendJson,
  startStandInServer,
  type StandInServer,
} from '../payment-stand-ins/stand-in-http';

/**
 * Meta's Graph API for WhatsApp Cloud as documented: POST /{phone-number-id}/messages with
 * `Authorization: Bearer <token>` and a JSON template message; answers
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }`. Wrong
 * token 401 (OAuthException), a malformed message 400, `failNext` an error on demand. It signs
 * webhooks as Meta does (`X-Hub-Signature-256`), computed here on its own.
 */
export interface MetaTemplateMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
}

export interface MetaStandIn extends StandInServer {
  phoneNumberId: string;
  token: string;
  appSecret: string;
  messages: MetaTemplateMessage[];
  requests: number;
  failNext(status: number, times?: number): void;
  /** `sha256=<hex>` of `raw`, as Meta signs a webhook. */
  sign(raw: string, secret?: string): string;
}

interface TemplateBody {
  messaging_product?: string;
  to?: string;
  type?: string;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
  };
}

export async function startMetaStandIn(): Promise<MetaStandIn> {
  const phoneNumberId = '106540352242922';
  const token = 'meta-test-access-token-0001';
  const appSecret = 'meta-test-app-secret-00001';
  const messages: MetaTemplateMessage[] = [];
  const failures: number[] = [];
  let requests = 0;
  const graphError = (message: string, code: number) => ({
    error: { message, type: 'OAuthException', code, fbtrace_id: 'stand-in' },
  });
  const server = await startStandInServer(async (req, res) => {
    requests += 1;
    const raw = (await readBody(req)).toString('utf8');
    if (req.method !== 'POST' || req.url !== `/${phoneNumberId}/messages`) {
      return sendJson(res, 404, graphError('Unknown path', 803));
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return sendJson(res, 401, graphError('Invalid OAuth access token', 190));
    }
    const failure = failures.shift();
    if (failure !== undefined)
      return sendJson(res, failure, graphError(`stand-in ${failure}`, 131000));
    let body: TemplateBody;
    try {
      body = JSON.parse(raw) as TemplateBody;
    } catch {
      return sendJson(res, 400, graphError('Invalid JSON', 100));
    }
    const params = body.template?.components?.find((c) => c.type === 'body')?.parameters ?? [];
    if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      !/^\d{7,15}$/.test(body.to ?? '') ||
      !body.template?.name ||
      !body.template.language?.code ||
      params.some((p) => p.type !== 'text' || typeof p.text !== 'string')
    ) {
      return sendJson(res, 400, graphError('(#100) Invalid parameter', 100));
    }
    const message = {
      id: providerId('wamid.'),
      to: body.to!,
      template: body.template.name,
      language: body.template.language.code,
      params: params.map((p) => p.text!),
    };
    messages.push(message);
    sendJson(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: message.id }],
    });
  });
  return {
    ...server,
    phoneNumberId,
    token,
    appSecret,
    messages,
    get requests() {
      return requests;
    },
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    sign(raw, secret = appSecret) {
      return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    },
  };
}
