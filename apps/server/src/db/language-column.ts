import { sql } from 'drizzle-orm';
import { text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@solace/shared';

/** A language Solace speaks (issue 29), `en` until one is known. */
export const languageColumn = () =>
  text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE);

/** The check that keeps a language column to the languages Solace speaks. */
export const knownLanguage = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(LANGUAGES.map((language) => `'${language}'`).join(', '))})`;
