/**
 * A feature's messages object in a web build, which speaks one language: its words arrive
 * compiled (apps/web/build/words-plugin.ts: Lingui's compiler, when built), plain texts as
 * strings, texts with placeholders as small functions of their values, lists as `{ $list }`.
 * So no browser downloads a message parser or interpreter: Lingui's runtime alone is 2.2 KB gzip,
 * against a home-page budget that had 0.3 KB left (decision note 0031). The node version,
 * define-messages.ts, has the same signature and types.
 */
import { WORDS_LANGUAGE } from '#words/language';
import { LOCALE_OF } from './languages';
import type { ArgumentsOf, Messages, ParamsOf, Words } from './words';

/** What a compiled text fills its placeholders with (Lingui's rules). */
export interface Fill {
  /** A plural: the exact case (`=0`) first, then the locale's category, then `other`. */
  p(count: number, cases: Record<string, string>): string;
  /** A select: the case named by the value, else `other`. */
  c(value: unknown, cases: Record<string, string>): string;
  /** A plural's `#`: the count in the reader's digits. */
  n(count: number): string;
}

type Compiled = (values: Record<string, unknown>, fill: Fill) => string;
type Group = Record<string, string | Compiled | { $list: (string | Compiled)[] } | object>;

const plurals = new Intl.PluralRules(LOCALE_OF[WORDS_LANGUAGE]);
const numbers = new Intl.NumberFormat(LOCALE_OF[WORDS_LANGUAGE]);
const fill: Fill = {
  p: (count, cases) => cases[count] ?? cases[plurals.select(count)] ?? cases.other!,
  c: (value, cases) => cases[String(value)] ?? cases.other!,
  n: (count) => numbers.format(count),
};

function build(group: Group, params: Record<string, unknown> | undefined): object {
  const built: Record<string, unknown> = {};
  for (const key in group) {
    const value = group[key]!;
    const argumentsOf = params?.[key];
    if (typeof value === 'function') {
      built[key] = (...args: never[]) =>
        (value as Compiled)((argumentsOf as ArgumentsOf)(...args), fill);
    } else if (typeof value === 'string') {
      built[key] = value;
    } else if ('$list' in value) {
      built[key] = value.$list.map((text) => (typeof text === 'string' ? text : text({}, fill)));
    } else {
      built[key] = build(value as Group, argumentsOf as Record<string, unknown> | undefined);
    }
  }
  return built;
}

// Building a messages object only reads its words: a namespace a chunk imports but never reads
// is dropped from it (the first page's budget, decision note 0031).
/*#__NO_SIDE_EFFECTS__*/
export function defineMessages<W extends Words, P extends ParamsOf<W>>(
  _namespace: string,
  words: W,
  params: P & Record<Exclude<keyof P, keyof W>, never>,
): Messages<W, P> {
  return build(words as unknown as Group, params) as Messages<W, P>;
}
