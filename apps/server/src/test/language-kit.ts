import { notificationsResponseSchema, withLanguage, type Language } from '@solace/shared';
import { loadHindi } from '@solace/shared/hindi';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { api } from './api-helpers';
import { unfolded, type CapturedMail } from './smtp-capture';

/** What is sent to a person is in their language (issue 29): the kit of the tests that say so. */

loadHindi();

/** Any Devanagari letter: a text in Hindi has some, one in English none. */
export const DEVANAGARI = /[\u0900-\u097F]/;

/** A person reads Solace in `language`, in `timeZone`, as their profile would keep it. */
export async function setReader(db: Db, userId: string, language: Language, timeZone: string) {
  await db.update(users).set({ language, timeZone }).where(eq(users.id, userId));
}

/** A client whose page speaks English: every call the test makes as the cause of a message. */
export function englishClient(app: FastifyInstance) {
  return api(app, { 'accept-language': 'en' });
}

/** What a reader of `language` should read: the catalogue's words (and times) in it. */
export function wordsIn<T>(language: Language, read: () => T): T {
  return withLanguage(language, read);
}

/** The two ways round a message is tested: a Hindi reader and an English one of one event. */
export const READERS = [
  { patient: 'hi', doctor: 'en' },
  { patient: 'en', doctor: 'hi' },
] as const satisfies readonly { patient: Language; doctor: Language }[];

/** `text` is in `language`: Devanagari in Hindi, none in English. */
export function isIn(language: Language, text: string): boolean {
  return DEVANAGARI.test(text) === (language === 'hi');
}

/** A text as a pattern that also finds it folded (a long subject). */
export function foldable(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
}

/**
 * The next mail to `to` holding `texts[0]`: every text is in it (subject, body or invitation),
 * and it is written in `language` throughout.
 */
export async function expectMailIn(
  smtp: {
    nextMailTo: (to: string, matching?: RegExp, timeoutMs?: number) => Promise<CapturedMail>;
  },
  to: string,
  language: Language,
  texts: string[],
) {
  const mail = await smtp.nextMailTo(to, foldable(texts[0]!));
  const { headers, invitation } = unfolded(mail.decoded);
  for (const text of texts) {
    expect(headers.includes(text) || invitation.includes(text), text).toBe(true);
  }
  expect(isIn(language, mail.decoded)).toBe(true);
  return mail;
}

/** Someone's bell, newest first. */
export async function bellOf(app: FastifyInstance, token: string) {
  return notificationsResponseSchema.parse(
    (await api(app).get('/api/notifications', token)).json(),
  );
}
