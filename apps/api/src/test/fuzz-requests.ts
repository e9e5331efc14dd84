// Whole HTTP requests for one route, generated from its contract: path
// parameters, query string and body that nearly pass, mutated, plus the
// malformed transport a client can send (bad percent-encoding, wrong content
// types, broken JSON; multipart and webhook bodies in fuzz-raw-bodies.ts).
import fc from 'fast-check';
import type { Route } from '../platform/http/define-route.ts';
import {
  contractValue,
  hostileKey,
  hostileString,
  jsonSchemaOf,
  validish,
  type FieldHints,
} from './fuzz-arbitraries.ts';
import { multipartArbitrary, percentEncode, webhookArbitrary, type FuzzBody } from './fuzz-raw-bodies.ts';

export interface FuzzRequest extends FuzzBody {
  method: Route['contract']['method'];
  url: string;
  remoteAddress: string;
}

export interface FuzzContext {
  hints: FieldHints;
  /** Files an upload route accepts, to mutate. */
  uploadSamples: readonly string[];
  stripeWebhookSecret: string;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

/** Raw path segments and query pieces that are not valid percent-encoding or point elsewhere. */
const malformedSegment = fc.constantFrom(
  '%',
  '%ZZ',
  '%00',
  '%C0%AF',
  '%E0%A4%A',
  '%FF%FE',
  '..',
  '.',
  '%2e%2e',
  'a%2Fb',
  '%u0000',
  '%20',
  ';x=1',
  'x'.repeat(3_000),
);

function pathArbitrary(route: Route, hints: FieldHints): fc.Arbitrary<string> {
  const names = [...route.contract.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  if (names.length === 0) return fc.constant(route.contract.path);
  const schema = route.contract.params ? jsonSchemaOf(route.contract.params) : {};
  const segment = (name: string) =>
    fc.oneof(
      {
        weight: 8,
        arbitrary: validish(schema.properties?.[name] ?? {}, hints, {}, name).map((value) =>
          percentEncode(asText(value)),
        ),
      },
      { weight: 1, arbitrary: hostileString.map((value) => percentEncode(value) || '%20') },
      { weight: 1, arbitrary: malformedSegment },
    );
  return fc.tuple(...names.map(segment)).map((segments) => {
    let path = route.contract.path;
    names.forEach((name, index) => {
      path = path.replace(`:${name}`, segments[index] as string);
    });
    return path;
  });
}

function queryPairs(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`q=${percentEncode(asText(value))}`];
  return Object.entries(value).flatMap(([key, entry]) => {
    const name = percentEncode(key);
    if (Array.isArray(entry)) return entry.map((item) => `${name}=${percentEncode(asText(item))}`);
    if (entry !== null && typeof entry === 'object')
      return Object.entries(entry).map(
        ([sub, item]) => `${name}[${percentEncode(sub)}]=${percentEncode(asText(item))}`,
      );
    return [`${name}=${percentEncode(asText(entry))}`];
  });
}

function queryArbitrary(route: Route, hints: FieldHints): fc.Arbitrary<string> {
  const value = route.contract.query
    ? contractValue(jsonSchemaOf(route.contract.query), hints)
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.dictionary(hostileKey, hostileString, { maxKeys: 2 }) },
      );
  const raw = fc.oneof(
    { weight: 6, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: malformedSegment.map((segment) => `&${segment}=1`) },
    { weight: 1, arbitrary: fc.constantFrom('&a=%', '&=', '&&&', '&__proto__=x', '&constructor[prototype][x]=1') },
  );
  return fc.tuple(value, raw).map(([query, extra]) => {
    const text = (query === null || query === undefined ? [] : queryPairs(query)).join('&') + extra;
    return text ? `?${text}` : '';
  });
}

const json = (payload: string): FuzzBody => ({ headers: { 'content-type': 'application/json' }, payload });

/** JSON that is not, bodies of another type, and a body over the 1 MB limit. */
const brokenBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constantFrom('', '{', '{"a":', 'nul', '[1,]', '"\\u0000"', '{"a":"\\ud800"}', '\u0000', '{}{}').map(json),
  fc.constantFrom<FuzzBody>(
    { headers: { 'content-type': 'text/plain' }, payload: '{"a":1}' },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=%00' },
    { headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
    { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
    { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    { headers: {}, payload: Buffer.from([0xff, 0xfe, 0x00]) },
  ),
  fc.constant(json(`{"a":"${'x'.repeat(1_100_000)}"}`)),
);

function jsonBodyArbitrary(route: Route, hints: FieldHints): fc.Arbitrary<FuzzBody> {
  const value = route.contract.body
    ? contractValue(jsonSchemaOf(route.contract.body), hints)
    : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    { weight: 8, arbitrary: value.map((body) => json(JSON.stringify(body) ?? 'null')) },
    { weight: 1, arbitrary: brokenBody },
  );
}

export type BodyKind = 'json' | 'multipart' | 'stripe-webhook';

/** Every request the suite sends to a route: path, query and body drawn together. */
export function requestArbitrary(route: Route, kind: BodyKind, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const { method } = route.contract;
  const body: fc.Arbitrary<FuzzBody> =
    kind === 'multipart'
      ? fc.oneof(
          { weight: 6, arbitrary: multipartArbitrary(context.uploadSamples) },
          { weight: 1, arbitrary: jsonBodyArbitrary(route, context.hints) },
        )
      : kind === 'stripe-webhook'
        ? webhookArbitrary(context.stripeWebhookSecret)
        : method === 'GET'
          ? fc.constant({ headers: {} })
          : jsonBodyArbitrary(route, context.hints);
  return fc
    .tuple(pathArbitrary(route, context.hints), queryArbitrary(route, context.hints), body, fc.ipV4())
    .map(([path, query, { headers, payload, mustBeRefused }, remoteAddress]) => ({
      method,
      url: `/api${path}${query}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
      ...(mustBeRefused ? { mustBeRefused } : {}),
      remoteAddress,
    }));
}
