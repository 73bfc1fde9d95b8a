/**
 * The shapes of a feature's words (messages/en/<feature>.ts and its translations) and of the
 * messages object the code reads them through (define-messages.ts).
 *
 * Words are ICU MessageFormat strings, lists of them, or groups of them, keyed. A translation
 * has exactly the English keys (a missing or extra key fails type checking); its placeholders are
 * checked against the English ones by the catalogue test.
 */
export type Words = { readonly [key: string]: string | readonly string[] | Words };

/** A list of texts, as long as `T` (a mapped type over a type parameter keeps a tuple a tuple). */
export type TextList<T extends readonly string[]> = { readonly [I in keyof T]: string };

/** A translation of `W`: the same keys and list lengths, any text. */
export type Translation<W> = {
  readonly [K in keyof W]: W[K] extends string
    ? string
    : W[K] extends readonly string[]
      ? TextList<W[K]>
      : Translation<W[K]>;
};

/** A message with placeholders maps its call's arguments to the values its text names. */
export type ArgumentsOf = (...args: never[]) => Record<string, unknown>;

/** For each message with placeholders, how its arguments fill them. */
export type ParamsOf<W> = {
  readonly [K in keyof W]?: W[K] extends string
    ? ArgumentsOf
    : W[K] extends readonly string[]
      ? never
      : ParamsOf<W[K]>;
};

/**
 * What the code reads: a message without placeholders is a string, one with them a function
 * of the arguments its params entry takes, a list a list of strings, a group a group.
 */
export type Messages<W, P> = {
  readonly [K in keyof W]: K extends keyof P
    ? P[K] extends (...args: infer A) => Record<string, unknown>
      ? (...args: A) => string
      : Messages<W[K], P[K]>
    : W[K] extends string
      ? string
      : W[K] extends readonly string[]
        ? TextList<W[K]>
        : Messages<W[K], object>;
};
