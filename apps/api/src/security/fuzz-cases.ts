import fc from 'fast-check';
import { acceptsAnything, fieldsOf, typesOf, type JsonSchema } from './json-schema.ts';
import { accepts, type RequestPart, type RouteUnderTest } from './routes-under-test.ts';
import { asText, remove, validRequest, withValueAt, type RequestValues } from './request-values.ts';

/** A body sent as bytes with its own content type (not JSON-encoded by the test). */
export type RawBody = { payload: string; contentType: string };

export type FuzzCase = {
  label: string;
  values: RequestValues;
  rawBody?: RawBody;
  /** Appended to the query string as is (for encodings an object cannot express). */
  rawQuery?: string;
  /** Replaces the path as is (for bytes an encoder would escape). */
  rawPath?: string;
  /** The contract refuses this input: the route must answer a 4xx. Otherwise any answer but a 5xx will do. */
  mustReject: boolean;
};

/** Strings the validators let through that have broken servers before: NUL (PostgreSQL refuses it in text), lone surrogates, SQL, paths, markup. */
export const hostileStrings = [
  'nul\u0000byte', '\ud800', "' OR '1'='1' --", '../../../../etc/passwd', '<script>alert(1)</script>', '%00%2e%2e%2f',
  '\u202eevil', '😀'.repeat(10), '${jndi:ldap://x}', '{"$gt":""}', ' ', '-1', 'NaN', '1e400', 'true', 'null', '__proto__',
];

/** Keys that mass-assignment and prototype pollution go through. */
const extraFields: Record<string, unknown>[] = [
  { unexpectedField: 'surplus' }, { role: 'admin' }, { points: 1_000_000 }, { status: 'active', isAdmin: true },
  { priceCents: 1, amountCents: 1, paymentStatus: 'paid' }, { constructor: { prototype: { polluted: 'yes' } } },
];

/** Values of another type than the field declares (chosen so that no coercion can turn them into a valid one). */
function wrongTypedValues(schema: JsonSchema): unknown[] {
  const types = typesOf(schema);
  const candidates: unknown[] = [];
  if (!types.includes('string') || schema.enum || schema.pattern || schema.format) candidates.push('not-valid-☃', 12_345);
  else candidates.push(12_345, true);
  candidates.push({ nested: { object: true } }, ['a', 'b']);
  if (types.includes('integer')) candidates.push(1.5);
  if (!types.includes('null')) candidates.push(null);
  return candidates;
}

/** Values just outside, or far outside, the declared limits. */
function oversizedValues(schema: JsonSchema): unknown[] {
  const [type] = typesOf(schema);
  if (type === 'string') return [schema.maxLength !== undefined ? 'x'.repeat(schema.maxLength + 1) : 'x'.repeat(100_000)];
  if (type === 'integer' || type === 'number') {
    return [
      ...(schema.maximum !== undefined ? [schema.maximum + 1] : []), ...(schema.minimum !== undefined ? [schema.minimum - 1] : []),
      1e308, -1e308, 2 ** 53 + 1,
    ];
  }
  if (type === 'array') {
    const length = (schema.maxItems ?? 5000) + 1;
    return [Array.from({ length }, () => 'x')];
  }
  return [];
}

type Mutation = { label: string; part: RequestPart; value: unknown };

/** Every schema-driven mutation of a valid request: missing, wrong-typed, oversized, hostile and extra fields. */
function mutationsOf(route: RouteUnderTest, base: RequestValues): Mutation[] {
  const mutations: Mutation[] = [];
  const partValue = (part: RequestPart) => (part === 'body' ? base.body : part === 'params' ? base.params : base.query);
  for (const part of ['params', 'querystring', 'body'] as const) {
    const schema = route.schemas[part];
    if (!schema) continue;
    const current = partValue(part);
    for (const field of fieldsOf(schema)) {
      const at = (value: unknown) => withValueAt(current, field.path, value);
      const name = field.path.join('.');
      // A path parameter cannot be missing, only empty (the path still matches the route).
      if (field.required) mutations.push(part === 'params' ? { label: `empty ${part}.${name}`, part, value: at('') } : { label: `missing ${part}.${name}`, part, value: at(remove) });
      // Path parameters are text whatever is sent: a "wrong type" there is just another string.
      if (part !== 'params' && !acceptsAnything(field.schema)) {
        for (const value of wrongTypedValues(field.schema)) mutations.push({ label: `wrong type ${part}.${name} = ${JSON.stringify(value)}`, part, value: at(value) });
      }
      for (const value of oversizedValues(field.schema)) mutations.push({ label: `oversized ${part}.${name}`, part, value: at(value) });
      if (typesOf(field.schema).includes('string') || acceptsAnything(field.schema)) {
        for (const text of hostileStrings) mutations.push({ label: `hostile ${part}.${name} = ${JSON.stringify(text)}`, part, value: at(text) });
      }
    }
    if (part !== 'params') {
      for (const extra of extraFields) mutations.push({ label: `extra ${part} fields ${JSON.stringify(extra)}`, part, value: { ...(current as object), ...extra } });
    }
    if (part === 'body') {
      for (const whole of [null, [], 'text', 42, true, {}]) mutations.push({ label: `body is ${JSON.stringify(whole)}`, part, value: whole });
    }
    if (part === 'querystring') mutations.push({ label: 'query repeats every key', part, value: Object.fromEntries(Object.keys(schema.properties ?? {}).map((key) => [key, ['a', 'b']])) });
  }
  return mutations;
}

function apply(base: RequestValues, mutation: Mutation): RequestValues {
  if (mutation.part === 'body') return { ...base, body: mutation.value };
  if (mutation.part === 'params') return { ...base, params: asText(mutation.value) as Record<string, string> };
  return { ...base, query: asText(mutation.value) };
}

/** Whether the route's contract refuses the request as it will arrive (any one part refused is enough). */
export function contractRefuses(route: RouteUnderTest, values: RequestValues): boolean {
  return !accepts(route, 'params', values.params) || !accepts(route, 'querystring', values.query) || !accepts(route, 'body', values.body);
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Bodies no JSON contract accepts: not JSON, other content types, too big, too deep, poisoned prototypes. */
function rawBodyCases(route: RouteUnderTest, base: RequestValues): FuzzCase[] {
  const validJson = JSON.stringify(base.body ?? {});
  const withKey = (key: string) => (validJson.startsWith('{') && validJson !== '{}' ? validJson.replace('{', `{${key},`) : `{${key}}`);
  const hasValidator = Boolean(route.validators.body);
  const cases: { label: string; rawBody: RawBody; mustReject: boolean }[] = [
    { label: 'body is not JSON', rawBody: { payload: '{"unterminated": ', contentType: 'application/json' }, mustReject: true },
    { label: 'body is text/plain', rawBody: { payload: 'hello', contentType: 'text/plain' }, mustReject: hasValidator && !accepts(route, 'body', 'hello') },
    { label: 'body is a form', rawBody: { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }, mustReject: hasValidator },
    { label: 'body is broken multipart', rawBody: { payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated', contentType: 'multipart/form-data; boundary=xyz' }, mustReject: hasValidator },
    { label: 'body over the 1 MiB limit', rawBody: { payload: JSON.stringify({ big: 'x'.repeat(1_100_000) }), contentType: 'application/json' }, mustReject: true },
    { label: 'body nested 20,000 deep', rawBody: { payload: nested(20_000), contentType: 'application/json' }, mustReject: hasValidator && !accepts(route, 'body', []) },
    { label: 'deep nesting in an extra field', rawBody: { payload: withKey(`"deep":${nested(5_000)}`), contentType: 'application/json' }, mustReject: false },
    { label: 'body with __proto__', rawBody: { payload: withKey('"__proto__":{"polluted":"yes"}'), contentType: 'application/json' }, mustReject: true },
    { label: 'body with constructor.prototype', rawBody: { payload: withKey('"constructor":{"prototype":{"polluted":"yes"}}'), contentType: 'application/json' }, mustReject: true },
  ];
  return cases.map((item) => ({ ...item, values: base }));
}

function urlCases(route: RouteUnderTest, base: RequestValues): FuzzCase[] {
  const cases: FuzzCase[] = [
    { label: 'query with __proto__ keys', values: base, rawQuery: '__proto__[polluted]=yes&constructor[prototype][polluted]=yes', mustReject: false },
    { label: 'query with a broken percent-encoding', values: base, rawQuery: 'q=%E0%A4%A&%', mustReject: false },
  ];
  if (route.url.includes(':')) {
    cases.push(
      { label: 'path parameter with a broken percent-encoding', values: base, rawPath: route.url.replace(/:[A-Za-z0-9_]+/g, '%E0%A4%A'), mustReject: true },
      { label: 'path parameter of 5,000 characters', values: base, rawPath: route.url.replace(/:[A-Za-z0-9_]+/g, 'x'.repeat(5_000)), mustReject: true },
    );
  }
  return cases;
}

/**
 * About `perRoute` cases for one route, drawn with a fixed seed: the structural ones (bodies, URLs) always, then a
 * seeded pick of the schema-driven mutations, and one fully valid request drawn from the contract.
 */
export function fuzzCases(route: RouteUnderTest, seed: number, perRoute = 25): FuzzCase[] {
  const base = validRequest(route, seed);
  const structural = [...(route.takesBody ? rawBodyCases(route, base) : []), ...urlCases(route, base)];
  const mutations = mutationsOf(route, base);
  const room = Math.max(perRoute - structural.length - 1, 6);
  const picked = mutations.length <= room
    ? mutations
    : fc.sample(fc.shuffledSubarray(mutations, { minLength: room, maxLength: room }), { seed, numRuns: 1 })[0] ?? [];
  const schemaCases = picked.map((mutation): FuzzCase => {
    const values = apply(base, mutation);
    return { label: mutation.label, values, mustReject: contractRefuses(route, values) };
  });
  // The valid request goes last: it may end the caller's session (logout) or change what the others would meet.
  return [...schemaCases, ...structural, { label: 'a valid request', values: base, mustReject: false }];
}
