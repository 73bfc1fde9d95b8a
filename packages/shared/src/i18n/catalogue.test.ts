/**
 * The catalogue's checks (issue 29): every English text has its Hindi twin with the same
 * placeholders, every text with placeholders is filled by its messages object, every key is read
 * somewhere in the code, and a Hindi reader gets Hindi whatever the request's language.
 */
/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, messages } from '../messages/index';
import { hindiWords, loadHindi } from '../messages/hi/index';
import { withLanguage } from './catalogue';
import { definedNamespaces, textsById } from './define-messages';
import type { Words } from './words';

/** Placeholder names of an ICU text; a plural or select without `other` is an error. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        if (!token.cases.some((c) => c.key === 'other')) {
          throw new Error(`{${token.arg}, ${token.type}} has no "other" case`);
        }
        token.cases.forEach((c) => walk(c.tokens as Token[]));
      }
    }
  };
  walk(parse(text, { strict: false }));
  return [...names].sort();
}

/**
 * Any argument a params entry may be called with: a number, a string, or null at once (it
 * answers every method with itself and turns into 7 or "7"), so every entry runs.
 */
const anyValue: unknown = new Proxy(function () {}, {
  get: (_target, key) =>
    key === Symbol.toPrimitive ? (hint: string) => (hint === 'number' ? 7 : '7') : () => anyValue,
  apply: () => anyValue,
});

function paramsAt(params: object, id: string): unknown {
  return id
    .split('.')
    .slice(1)
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], params);
}

beforeAll(loadHindi);

describe('the catalogue', () => {
  const namespaces = [...definedNamespaces()];

  it('has every namespace of messages, and Hindi for each', () => {
    expect(namespaces.map(([name]) => name).sort()).toEqual(Object.keys(messages).sort());
    expect(Object.keys(hindiWords).sort()).toEqual(Object.keys(messages).sort());
  });

  it('gives every English text a Hindi twin with the same placeholders', () => {
    const problems: string[] = [];
    for (const [namespace, { words }] of namespaces) {
      const english = textsById(words, namespace);
      const hindi = textsById(hindiWords[namespace] as Words, namespace);
      expect(Object.keys(hindi).sort(), namespace).toEqual(Object.keys(english).sort());
      for (const [id, text] of Object.entries(english)) {
        const twin = hindi[id] ?? '';
        try {
          if (placeholders(twin).join() !== placeholders(text).join()) {
            problems.push(
              `${id}: {${placeholders(twin)}} in Hindi, {${placeholders(text)}} in English`,
            );
          }
          if (twin.trim() === '') problems.push(`${id}: empty in Hindi`);
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('fills every placeholder of a text from its messages object, and only texts with them', () => {
    const problems: string[] = [];
    for (const [namespace, { words, params }] of namespaces) {
      for (const [id, text] of Object.entries(textsById(words, namespace))) {
        const wanted = placeholders(text);
        const fill = paramsAt(params, id.replace(/\.\d+$/, ''));
        if (wanted.length === 0) {
          if (typeof fill === 'function') problems.push(`${id}: a params entry but no placeholder`);
          continue;
        }
        if (typeof fill !== 'function') {
          problems.push(`${id}: {${wanted}} but no params entry`);
          continue;
        }
        const given = Object.keys(
          (fill as (...args: unknown[]) => object)(
            anyValue,
            anyValue,
            anyValue,
            anyValue,
            anyValue,
          ),
        );
        const missing = wanted.filter((name) => !given.includes(name));
        if (missing.length) problems.push(`${id}: params entry leaves {${missing}} empty`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads every key somewhere in the code', () => {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    const sources = ['apps/server/src', 'apps/web/src', 'packages/shared/src']
      .flatMap((dir) =>
        fs
          .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
          .map((file: string) => path.join(root, dir, file)),
      )
      .filter(
        (file) =>
          /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/[\\/]messages[\\/]/.test(file),
      )
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // Names read as a property (`.key`, `['key']`), written beside one (`key,` `key}` `key:`),
    // and groups read by a value (`statuses[report.status]`): collected once, then looked up.
    const readNames = new Set(
      [...sources.matchAll(/[.?](\w+)|\b(\w+)[,}:]|\['([\w-]+)'\]/g)].map(
        (m) => m[1] ?? m[2] ?? m[3],
      ),
    );
    const indexedGroups = new Set([...sources.matchAll(/\b(\w+)\[/g)].map((m) => m[1]));
    const unused: string[] = [];
    for (const [namespace, { words }] of namespaces) {
      for (const id of Object.keys(textsById(words, namespace))) {
        const [group, key] = id
          .replace(/\.\d+$/, '')
          .split('.')
          .slice(-2) as [string, string];
        if (!readNames.has(key) && !indexedGroups.has(group)) unused.push(id);
      }
    }
    expect(unused).toEqual([]);
    // Reading every source file: slow on a loaded machine, so a wide limit (not a speed check).
  }, 120_000);
});

describe('a reader in Hindi', () => {
  it('reads Hindi inside withLanguage, with the values filled, and English outside it', () => {
    const english = bookingMessages.cancelTooLate(24);
    const hindi = withLanguage('hi', () => bookingMessages.cancelTooLate(24));
    expect(english).toBe(
      'Appointments can be cancelled up to 24 hours before they start. Please contact your therapist.',
    );
    expect(hindi).toContain('24');
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(bookingMessages.cancelTooLate(24)).toBe(english);
  });

  it('gets plurals by Hindi rules: one for 0 and 1, other beyond', () => {
    const one = withLanguage('hi', () => messages.calls.minutes(1));
    const many = withLanguage('hi', () => messages.calls.minutes(5));
    expect(one).toContain('1');
    expect(many).toContain('5');
    expect(messages.calls.minutes(1)).toBe('1 minute');
    expect(messages.calls.minutes(5)).toBe('5 minutes');
    expect(messages.booking.dayFreeTimes('Monday', 0)).toBe('Monday');
  });

  it('reads lists and groups in Hindi too', () => {
    const items = withLanguage('hi', () => messages.questionnaires.phq9Items);
    expect(items).toHaveLength(9);
    items.forEach((item) => expect(item).toMatch(/[\u0900-\u097F]/));
    expect(messages.questionnaires.phq9Items[0]).toBe(
      'Little interest or pleasure in doing things',
    );
  });
});
