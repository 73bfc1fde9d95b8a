/**
 * A feature's messages object (`bookingMessages`): its words, read in the active language.
 *
 * `bookingMessages.cancelled` is a string and `bookingMessages.cancelTooLate(24)` a function, as
 * the code has always read them; each now looks its words up when read, so the same line speaks
 * Hindi to a Hindi reader. Never copy one into a constant when a module loads: it would keep the
 * language of that moment.
 *
 * This is Node's (the server's words are raw ICU text, compiled by Lingui as they load); the web
 * builds resolve `#define-messages` to define-messages-prebuilt.ts (package.json "imports").
 */
import { WORDS_LANGUAGE } from '#words/language';
import type { Language } from './languages';
import { loadWords, translate } from './runtime-lingui';
import type { ArgumentsOf, Messages, ParamsOf, Words } from './words';

/** What each namespace was defined with, for the catalogue test (define-messages.test.ts). */
const defined = new Map<string, { words: Words; params: object }>();

export function definedNamespaces(): ReadonlyMap<string, { words: Words; params: object }> {
  return defined;
}

/** Every text of `words` by its id: `booking.cancelled`, a list's items `booking.reasons.0`. */
export function textsById(words: Words, path: string, into: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(words)) {
    const id = `${path}.${key}`;
    if (typeof value === 'string') into[id] = value;
    else if (Array.isArray(value))
      value.forEach((text: string, index) => (into[`${id}.${index}`] = text));
    else textsById(value as Words, id, into);
  }
  return into;
}

/**
 * Builds the messages object of `namespace` from its words (the build's language) and, for each
 * message with placeholders, how its arguments fill them. A params entry for a key the words do
 * not have fails type checking.
 */
export function defineMessages<W extends Words, P extends ParamsOf<W>>(
  namespace: string,
  words: W,
  params: P & Record<Exclude<keyof P, keyof W>, never>,
): Messages<W, P> {
  function build(group: Words, path: string, groupParams: unknown): object {
    const built = {};
    for (const [key, value] of Object.entries(group)) {
      const id = `${path}.${key}`;
      const argumentsOf = (groupParams as Record<string, unknown> | undefined)?.[key];
      let property: PropertyDescriptor;
      if (typeof value === 'string' && typeof argumentsOf === 'function') {
        const fill = argumentsOf as ArgumentsOf;
        property = { value: (...args: never[]) => translate(id, fill(...args)) };
      } else if (typeof value === 'string') {
        property = { get: () => translate(id) };
      } else if (Array.isArray(value)) {
        property = { get: () => value.map((_: string, index) => translate(`${id}.${index}`)) };
      } else {
        property = { value: build(value as Words, id, argumentsOf) };
      }
      Object.defineProperty(built, key, { enumerable: true, ...property });
    }
    return built;
  }

  defined.set(namespace, { words, params });
  loadWords(WORDS_LANGUAGE, textsById(words, namespace));
  return build(words, namespace, params) as Messages<W, P>;
}

/**
 * Loads a translation of a namespace's words (the server's Hindi, messages/hi/index.ts) under the
 * same ids as defineMessages gives the build's own.
 */
export function loadTranslation(language: Language, namespace: string, words: Words): void {
  loadWords(language, textsById(words, namespace));
}
