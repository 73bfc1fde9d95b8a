import { afterEach, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { messages, withLanguage } from '@solace/shared';
import { chatPeople, sendWithAck } from './features/chat/chat-test-scene';
import { baseUrlOf, type TestSocket } from './test/sockets';
import { useTestApp } from './test/test-app';

/** Issue 29: what the server says on a socket is in that socket's page's language. */
describe('a socket’s language', () => {
  const ctx = useTestApp();
  const sockets: TestSocket[] = [];
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));

  async function open(auth: Record<string, string>, headers: Record<string, string> = {}) {
    const socket: TestSocket = connect(await baseUrlOf(ctx.app), {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth,
      extraHeaders: headers,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    return socket;
  }

  it('refuses a message in the language the web app sent, else in its Accept-Language', async () => {
    const { patient, doctor } = await chatPeople(ctx.app);
    const empty = { text: '   ', receiverId: doctor.id };
    const hindi = withLanguage('hi', () => messages.chat.empty);
    expect(hindi).not.toBe(messages.chat.empty);

    const fromHindiPage = await open({ token: patient.token, language: 'hi' });
    expect(await sendWithAck(fromHindiPage, empty)).toMatchObject({ ok: false, error: hindi });

    const byHeader = await open({ token: patient.token }, { 'accept-language': 'hi-IN,hi' });
    expect(await sendWithAck(byHeader, empty)).toMatchObject({ ok: false, error: hindi });

    const fromEnglishPage = await open(
      { token: patient.token, language: 'en' },
      { 'accept-language': 'hi' },
    );
    expect(await sendWithAck(fromEnglishPage, empty)).toMatchObject({
      ok: false,
      error: 'Please write a message first.',
    });
  });
});
