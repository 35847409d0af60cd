import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema (draft 2020-12) that zod's `toJSONSchema` produces for our request contracts. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** A request part's input schema (what a client may send), as JSON Schema; unrepresentable parts become "anything". */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
  } catch {
    return {};
  }
}

export function typesOf(schema: JsonSchema): string[] {
  if (schema.const !== undefined) return [typeof schema.const === 'object' ? 'null' : typeof schema.const];
  if (schema.enum) return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))];
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return [...new Set(branches.flatMap(typesOf))];
  if (schema.properties) return ['object'];
  return [];
}

/** A schema that accepts any value (`z.unknown()`), where no value can be of the wrong type. */
export const acceptsAnything = (schema: JsonSchema) => typesOf(schema).length === 0;

const plainChars = fc.constantFrom(...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789');

const emails = fc.string({ unit: plainChars, minLength: 3, maxLength: 10 }).map((local) => `${local.toLowerCase()}@example.test`);
const kenyanPhones = fc.integer({ min: 10_000_000, max: 99_999_999 }).map((digits) => `07${digits}`);

/** `name` is the property's name: e-mail and phone fields get addresses and numbers, as refinements may demand. */
function stringArbitrary(schema: JsonSchema, name = ''): fc.Arbitrary<string> {
  const minLength = Math.max(schema.minLength ?? 1, 1);
  const maxLength = Math.max(Math.min(schema.maxLength ?? 24, minLength + 23), minLength);
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email' || (!schema.pattern && /e-?mail$/i.test(name))) return emails;
  if (!schema.pattern && /phone$/i.test(name)) return kenyanPhones;
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ unit: plainChars, minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const high = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 5000), low + 5000);
  return fc.integer({ min: Math.ceil(low), max: Math.max(Math.floor(high), Math.ceil(low)) });
}

/**
 * Values a schema accepts, leaning realistic (short plain strings, small integers, uuids for uuid fields) so a
 * request built from them passes validation and reaches the handler. The caller still checks them with zod, which
 * knows refinements JSON Schema cannot say.
 */
export function validArbitrary(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => validArbitrary(branch, name)));
  const [type] = typesOf(schema);
  switch (type) {
    case 'string': return stringArbitrary(schema, name);
    case 'integer':
    case 'number': return numberArbitrary(schema);
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': {
      const item = schema.items ? validArbitrary(schema.items, name) : fc.string({ unit: plainChars, maxLength: 8 });
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(Math.min(schema.maxItems ?? 3, minLength + 3), minLength) });
    }
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validArbitrary(value, key)]));
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default: return fc.oneof(fc.string({ unit: plainChars, maxLength: 8 }), fc.integer(), fc.constant(null));
  }
}

export type FieldPath = (string | number)[];

/** Every property path in a schema (objects inside objects and inside array items), with its schema. */
export function fieldsOf(schema: JsonSchema, path: FieldPath = []): { path: FieldPath; schema: JsonSchema; required: boolean }[] {
  const fields: { path: FieldPath; schema: JsonSchema; required: boolean }[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const childPath = [...path, key];
    fields.push({ path: childPath, schema: child, required: (schema.required ?? []).includes(key) });
    fields.push(...fieldsOf(child, childPath));
  }
  if (schema.items) fields.push(...fieldsOf(schema.items, [...path, 0]));
  return fields;
}
