import fc from 'fast-check';

/** The part of JSON Schema the API's OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** What the fuzz knows about the world, so that valid-shaped requests can reach real rows. */
export interface KnownValues {
  ids: string[];
  emails: string[];
  /** The app's now, for date-times that are near enough to mean something. */
  now: () => number;
  /**
   * Values for fields of a given name that the schema alone cannot describe (a password that
   * passes the rules, the same one twice, a phone number), so that valid requests get through.
   */
  hints?: Record<string, fc.Arbitrary<unknown>>;
}

const KB = 1024;
const MB = 1024 * KB;
/** Strings built once: generating a megabyte per run would cost more than sending it. */
const BIG_STRINGS = [
  'a'.repeat(MB), // over every route's body limit: 413
  'a'.repeat(60 * KB), // under the default 64 KB limit (plugins/json-body.ts): reaches the schema
  'a'.repeat(3 * KB), // under the sign-in routes' 4 KB: reaches the schema
  'a@' + '.'.repeat(60 * KB) + '@', // the e-mail pattern's old worst case
  'a@' + '.@'.repeat(30 * KB),
  'a@' + '.'.repeat(3 * KB) + '@',
  '\u0000'.repeat(64 * 1024),
  '9'.repeat(64 * 1024),
  '🌿'.repeat(128 * 1024),
];

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)),
  ...Array.from({ length: 0x21 }, (_, c) => String.fromCharCode(0x7f + c)),
];

/** Unicode that has broken servers: lone surrogates, direction overrides, joiners, BOMs. */
const ODD_UNICODE = [
  '\ud800',
  '\udfff',
  'a\ud83cb',
  '\u202e',
  '\u200d',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\uffff',
  '\ufffd',
  'e\u0301',
  '𝓐',
  '🌿',
  'ß',
  'İ',
  'Ａ＠ｂ．ｃ',
];

const EXTREME_DATES = [
  '9999-12-31T23:00:00-23:00',
  '0000-01-01T00:00:00+01:00',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '1999-12-31T23:59:59.999Z',
  '2201-01-01T00:00:00Z',
  '2024-02-30T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01T23:59:60Z',
  '2024-01-01T00:00:00+24:00',
  '2024-01-01T00:00:00-99:99',
  '2024-01-01T00:00:00.' + '9'.repeat(30) + 'Z',
  '2024-01-01',
  '2024-01-01T00:00:00',
  '2024-01-01 00:00:00Z',
  'Invalid Date',
  'NaN',
  '1e309',
  '',
];

const SHAPES = [
  "' OR 1=1 --",
  '"; drop table users; --',
  '$ne',
  '%00',
  '%ZZ',
  '../../../etc/passwd',
  '\\',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'true',
  '-0',
  '__proto__',
  'constructor',
];

/** A string that no field should take without a fight. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...CONTROLS, 'a', '@', '.', ' '), maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 20 }))
    .map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom(...BIG_STRINGS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...ODD_UNICODE, 'a', '@', '.'), maxLength: 30 }),
  fc.constantFrom(...EXTREME_DATES),
  fc
    .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(...SHAPES),
  fc.string({ maxLength: 300 }),
);

/**
 * For the path and the query: Node refuses a request line over 16 KB (431) before any code of
 * ours runs, so longer values there would only test the test.
 */
export const hostileUrlString: fc.Arbitrary<string> = hostileString.map((s) =>
  s.slice(0, 8 * 1024),
);

/** `[[[[...]]]]` and `{"a":{"a":...}}`, deeper than any parser should recurse. */
function deep(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}
const DEEP_VALUES = [deep(2000, 'array'), deep(2000, 'object')];

/** Any JSON value of the wrong kind: numbers, booleans, nulls, arrays, objects, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    0.1,
    true,
    false,
    null,
    [],
    {},
    [null],
    { $ne: '' },
    { $gt: '' },
  ),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constantFrom(...DEEP_VALUES),
);

/** Bodies that are not JSON of any shape: sent as they are, with the content type given. */
export const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"email": ' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '['.repeat(100_000) + ']'.repeat(100_000) },
  { contentType: 'application/json', payload: '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000) },
  { contentType: 'application/json', payload: '{"__proto__":{"role":"admin"}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"role":"admin"}}}' },
  { contentType: 'application/json', payload: '1e999999' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: '\ufeff{}' },
  { contentType: 'application/json', payload: '{"email":"\\ud800","password":"x"}' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%00@b.c&password=x' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
  {
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>',
  },
];

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** An ISO time within a month or so of now, on a whole minute, in UTC or with an offset. */
function nearTime(known: KnownValues): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: -2 * 24 * 60, max: 45 * 24 * 60 }), fc.boolean())
    .map(([minutes, utc]) => {
      const t = Math.floor(known.now() / 60_000 + minutes) * 60_000;
      const iso = new Date(t).toISOString();
      if (utc) return iso;
      // The same instant written with +05:30.
      const shifted = new Date(t + 330 * 60_000).toISOString().slice(0, 19);
      return `${shifted}+05:30`;
    });
}

function stringFor(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 64, 64);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'uuid') {
    return known.ids.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known.ids) }, fc.uuid())
      : fc.uuid();
  }
  if (schema.format === 'date-time') return nearTime(known);
  if (schema.pattern?.includes('@')) {
    return fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...known.emails) },
      fc.emailAddress(),
      fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength),
    );
  }
  return fc.string({ minLength, maxLength });
}

/**
 * Values of the schema's shape, with `hostility` (0 to 1) the share of positions that get a
 * hostile value instead, at any depth. Times come near now and slot-like pairs of times in
 * order, so that valid requests reach the services and the database, not only the schema.
 */
export function shaped(
  schema: JsonSchema,
  known: KnownValues,
  hostility: number,
): fc.Arbitrary<unknown> {
  const valid = validShaped(schema, known, hostility);
  if (hostility <= 0) return valid;
  const hostileWeight = Math.max(1, Math.round(hostility * 10));
  return fc.oneof(
    { weight: 10 - Math.min(hostileWeight, 9), arbitrary: valid },
    { weight: Math.min(hostileWeight, 9), arbitrary: hostileValue },
  );
}

function validShaped(
  schema: JsonSchema,
  known: KnownValues,
  hostility: number,
): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    return fc.oneof(...options.map((option) => shaped(option, known, hostility)));
  }
  if (schema.allOf && schema.allOf.length > 0) return shaped(schema.allOf[0]!, known, hostility);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = typesOf(schema);
  const type = types[0];
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    if ('start_time' in properties && 'end_time' in properties && hostility === 0) {
      return slotTimes(known);
    }
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(properties)) {
      const hint = known.hints?.[name];
      const own = shaped(property, known, hostility);
      record[name] = hint ? fc.oneof({ weight: 4, arbitrary: hint }, own) : own;
    }
    const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
    return fc.record(record, { requiredKeys });
  }
  if (type === 'array') {
    const maxLength = Math.min(schema.maxItems ?? 4, 4);
    const minLength = Math.min(schema.minItems ?? 0, maxLength);
    return fc.array(shaped(schema.items ?? {}, known, hostility), { minLength, maxLength });
  }
  if (type === 'string') return stringFor(schema, known);
  if (type === 'integer') {
    return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
  }
  if (type === 'number') return fc.oneof(fc.integer({ min: -200, max: 200 }), fc.double());
  if (type === 'boolean') return fc.boolean();
  if (type === 'null') return fc.constant(null);
  return fc.jsonValue({ maxDepth: 2 });
}

/** A slot's times: start near now, 10 minutes to 8 hours long, now and then out of order. */
function slotTimes(known: KnownValues): fc.Arbitrary<unknown> {
  return fc
    .tuple(nearTime(known), fc.integer({ min: -30, max: 9 * 60 }))
    .map(([start, minutes]) => ({
      start_time: start,
      end_time: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    }));
}
