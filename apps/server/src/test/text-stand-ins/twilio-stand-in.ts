import { createHmac } from 'node:crypto';
import {
  providerId,
  readBody,
  sendJson,
  startStandInServer,
  type StandInServer,
} from '../payment-stand-ins/stand-in-http';

/**
 * Twilio's Messages API as documented: POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded To, From, Body (StatusCallback optional), HTTP Basic auth with the account SID
 * and auth token; answers 201 with the message resource (`sid` SM…). Wrong auth is 401, a
 * missing field 400 (Twilio's error JSON). `failNext` makes it answer an error on demand.
 * It also signs callbacks the way Twilio does, computed here on its own.
 */
export interface TwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
}

export interface TwilioStandIn extends StandInServer {
  accountSid: string;
  authToken: string;
  messages: TwilioMessage[];
  /** Every request that reached it, answered or refused (the retries are counted here). */
  requests: number;
  /** The next `times` sends answer `status` (503: a retry is due; 400: never retried). */
  failNext(status: number, times?: number): void;
  /** The `X-Twilio-Signature` Twilio would send for a POST of `params` to `url`. */
  sign(url: string, params: Record<string, string>, token?: string): string;
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
  const authToken = 'twilio-test-auth-token-0001';
  const messages: TwilioMessage[] = [];
  const failures: number[] = [];
  let requests = 0;
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = await startStandInServer(async (req, res) => {
    requests += 1;
    const body = new URLSearchParams((await readBody(req)).toString('utf8'));
    if (req.method !== 'POST' || req.url !== path) {
      return sendJson(res, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
    }
    if (req.headers.authorization !== expectedAuth) {
      return sendJson(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return sendJson(res, 400, { code: 21620, message: 'Form encoding expected', status: 400 });
    }
    const failure = failures.shift();
    if (failure !== undefined) {
      return sendJson(res, failure, {
        code: 20500,
        message: `stand-in ${failure}`,
        status: failure,
      });
    }
    const to = body.get('To');
    const from = body.get('From');
    const text = body.get('Body');
    if (!to || !from || !text) {
      return sendJson(res, 400, {
        code: 21604,
        message: "A 'To', 'From' and 'Body' are required",
        status: 400,
      });
    }
    const message = {
      sid: providerId('SM'),
      to,
      from,
      body: text,
      statusCallback: body.get('StatusCallback'),
    };
    messages.push(message);
    sendJson(res, 201, {
      sid: message.sid,
      status: 'queued',
      to,
      from,
      body: text,
      account_sid: accountSid,
    });
  });
  return {
    ...server,
    accountSid,
    authToken,
    messages,
    get requests() {
      return requests;
    },
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    sign(url, params, token = authToken) {
      const data = Object.keys(params)
        .sort()
        .map((key) => key + params[key])
        .join('');
      return createHmac('sha1', token)
        .update(url + data)
        .digest('base64');
    },
  };
}
