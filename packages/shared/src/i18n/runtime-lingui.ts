/**
 * Node's words (the server, its tests, the scripts): every language in a Lingui instance of its
 * own, raw ICU MessageFormat compiled by Lingui's compiler as it is loaded. The web builds do
 * without (define-messages-prebuilt.ts).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { WORDS_LANGUAGE } from '#words/language';
import { activeLanguage } from './catalogue';
import { LOCALE_OF, type Language } from './languages';

const instances = new Map<Language, I18n>();

function instanceOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const locale = LOCALE_OF[language];
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(language, i18n);
  }
  return i18n;
}

/**
 * Loads texts (flat, dotted ids) into a language. A text without placeholders is kept as its
 * final string, read without interpreting anything; the others compiled.
 */
export function loadWords(language: Language, ids: Record<string, unknown>): void {
  const kept: Record<string, string | CompiledMessage> = {};
  for (const [id, text] of Object.entries(ids)) {
    const compiled = compileMessageOrThrow(text as string);
    kept[id] = compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled;
  }
  instanceOf(language).load(LOCALE_OF[language], kept);
}

/** One text of a language with its placeholders filled; undefined if the language lacks it. */
function format(
  language: Language,
  id: string,
  values: Record<string, unknown> | undefined,
): string | undefined {
  const i18n = instances.get(language);
  const kept = i18n?.messages[id];
  if (kept === undefined) return undefined;
  // Lingui takes a string for uncompiled ICU: a kept string is final text, returned as it is.
  return typeof kept === 'string' ? kept : i18n!._(id, values);
}

/**
 * One text in the active language, its placeholders filled. A language that lacks it (never,
 * once the catalogue test passes) answers in the build's own words.
 */
export function translate(id: string, values?: Record<string, unknown>): string {
  return format(activeLanguage(), id, values) ?? format(WORDS_LANGUAGE, id, values) ?? id;
}
