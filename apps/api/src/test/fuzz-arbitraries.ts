// fast-check arbitraries built from a contract's zod schemas (through their
// JSON Schema): values that nearly pass the contract, so requests reach the
// services, and mutations of them that a careless or hostile client sends.
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Values worth trying for a field of this name (known ids, periods, line keys...), next to generated ones. */
export type FieldHints = Readonly<Record<string, readonly unknown[]>>;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A JSON value that sets the key even when it is `__proto__` (an own property, as JSON.parse would make it). */
export function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const isoDay = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') return isoDay;
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true, min: new Date('1970-01-01') }).map((date) => date.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

/** A value that follows the schema's shape and bounds (refinements aside), or one of the hints for its field. */
export function validish(
  schema: JsonSchema,
  hints: FieldHints,
  defs: JsonSchema['$defs'] = {},
  name = '',
): fc.Arbitrary<unknown> {
  const hinted = hints[name];
  const generated = generatedValue(schema, hints, { ...defs, ...schema.$defs }, name);
  if (!hinted || hinted.length === 0) return generated;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hinted) }, { weight: 1, arbitrary: generated });
}

function generatedValue(schema: JsonSchema, hints: FieldHints, defs: Record<string, JsonSchema>, name: string) {
  if (schema.$ref) {
    const target = defs[schema.$ref.replace('#/$defs/', '')];
    return target ? validish(target, hints, defs, name) : fc.jsonValue({ maxDepth: 2 });
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => validish(choice, hints, defs, name)));
  if (schema.allOf?.[0]) return validish(schema.allOf[0], hints, defs, name);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((entry) => validish({ ...schema, type: entry }, hints, defs, name)));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const item = schema.items ? validish(schema.items, hints, defs, name) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validish(property, hints, defs, key)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings a parser, a query or a column may choke on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constant('\u0000'),
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('x'.repeat(70_000), '€'.repeat(20_000), '\u{1F4A5}'.repeat(5_000)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\r\n',
    '\ud800',
    '\udfff',
    "'; drop table users; --",
    '%00',
    '%ZZ',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'NaN',
    '-0',
    '1e309',
    '0x1F',
    'null',
    'undefined',
    '[object Object]',
    '__proto__',
    'constructor',
    'toString',
    '2024-02-30',
    '9999-12-31',
    '0000-00-00',
    '2024-13',
    '10000-01',
    '-2024-01',
    '2024-01..1999-01',
    '1900-01..2999-12',
    'last-0-months',
    'last-99999999999-months',
    '99999999999999999999',
    '=cmd|x',
  ),
);

/** Numbers at the edges of every numeric type on the way (JSON, JS, int4, int8, numeric). */
export const extremeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.1, 1e-320, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const deepNesting = fc.integer({ min: 20, max: 2_000 }).map((depth) => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
});

const prototypeKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

const prototypeObject = fc
  .tuple(prototypeKeys, fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) => withKey({}, key, key === 'constructor' ? { prototype: { isAdmin: true } } : value));

/** Anything but what the field expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: extremeNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], ['\u0000'], [[[]]]) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: prototypeObject },
  { weight: 1, arbitrary: fc.array(fc.constant('x'), { minLength: 3_000, maxLength: 25_000 }) },
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  prototypeKeys,
  fc.constantFrom('\u0000', '', 'a\u0000b', 'k'.repeat(10_000), '\ud800'),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

type Path = Array<string | number>;

function pathsOf(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  found.push(path);
  if (found.length > 200) return found;
  if (Array.isArray(value)) value.forEach((entry, index) => pathsOf(entry, [...path, index], found));
  else if (value !== null && typeof value === 'object')
    for (const [key, entry] of Object.entries(value)) pathsOf(entry, [...path, key], found);
  return found;
}

/** A copy of `value` with `update` applied to the node at `path` (JSON-like values only). */
function updateAt(value: unknown, path: Path, update: (node: unknown) => unknown): unknown {
  if (path.length === 0) return update(value);
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value))
    return value.map((entry, index) => (index === head ? updateAt(entry, rest, update) : entry));
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>))
    withKey(copy, key, key === head ? updateAt(entry, rest, update) : entry);
  return copy;
}

const isObject = (node: unknown): node is Record<string, unknown> =>
  node !== null && typeof node === 'object' && !Array.isArray(node);

/** One careless or hostile change to a value that nearly passes: a node replaced, a key added or removed, a scalar wrapped. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(value);
  return fc.tuple(fc.constantFrom(...paths), fc.nat(4), hostileValue, hostileKey).map(([path, kind, hostile, key]) => {
    switch (kind) {
      case 0:
        return updateAt(value, path, () => hostile);
      case 1:
        return updateAt(value, path, (node) => (isObject(node) ? withKey({ ...node }, key, hostile) : [node, hostile]));
      case 2:
        return updateAt(value, path.slice(0, -1), (parent) => {
          if (!isObject(parent)) return parent;
          const copy = { ...parent };
          delete copy[String(path.at(-1))];
          return copy;
        });
      case 3:
        return updateAt(value, path, (node) => [node]);
      default:
        return updateAt(value, path, (node) =>
          typeof node === 'string'
            ? node + (typeof hostile === 'string' ? hostile : JSON.stringify(hostile))
            : { value: node },
        );
    }
  });
}

/** Mostly a value that nearly passes, else one mutation of it, sometimes two. */
export function contractValue(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const base = validish(schema, hints);
  return fc.oneof(
    { weight: 4, arbitrary: base },
    { weight: 4, arbitrary: base.chain(mutated) },
    { weight: 1, arbitrary: base.chain(mutated).chain(mutated) },
    { weight: 1, arbitrary: hostileValue },
  );
}
