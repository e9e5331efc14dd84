// The authorisation matrix's vocabulary: which targets a route is tried
// against, how a target becomes path values, and what each caller should get.
// The per-route table (matrix-*-routes.ts) says only what differs by route.
import type { TestDatabase } from '@brandlens/db';
import type { LightMyRequestResponse } from 'fastify';
import type { Access } from '../platform/http/define-route.ts';
import type { MatrixRequest } from './matrix-requests.ts';
import { randomId, type Caller, type CallerName, type Tenant, type World } from './matrix-world.ts';
import type { TestApp } from './test-app.ts';

/** What the route's path (or token) points at. */
export type TargetKind = 'none' | 'seller' | 'sellerChild' | 'user' | 'token' | 'sessionState' | 'externalId';

const MALFORMED = { word: 'not-a-uuid', nul: '\u0000', long: 'x'.repeat(1_000) } as const;
type Malformed = keyof typeof MALFORMED;

export type TargetName =
  | 'none'
  | 'own'
  | 'foreign'
  | 'foreignSlug'
  | 'missing'
  | 'missingSlug'
  | 'foreignChild'
  | 'missingChild'
  | `malformed-${Malformed}`
  | `malformedChild-${Malformed}`;

const malformed = ['malformed-word', 'malformed-nul', 'malformed-long'] as const;
export const TARGETS: Record<TargetKind, readonly TargetName[]> = {
  none: ['none'],
  seller: ['own', 'foreign', 'foreignSlug', 'missing', 'missingSlug', ...malformed],
  sellerChild: [
    'own',
    'foreign',
    'missing',
    'foreignChild',
    'missingChild',
    ...malformed,
    'malformedChild-word',
    'malformedChild-nul',
    'malformedChild-long',
  ],
  user: ['own', 'foreign', 'missing', ...malformed],
  token: ['own', 'missing', ...malformed],
  sessionState: ['own', 'foreign', 'missing', ...malformed],
  externalId: ['own', 'foreign', 'missing', ...malformed],
};

/** Pairs that must answer alike: another organisation's thing and one that does not exist. */
export const ALIKE: ReadonlyArray<readonly [TargetName, TargetName]> = [
  ['foreign', 'missing'],
  ['foreignSlug', 'missingSlug'],
  ['foreignChild', 'missingChild'],
];

export interface Target {
  name: TargetName;
  /** Whose thing it is: the caller's home or the other organisation; undefined when missing or malformed. */
  tenant: Tenant | undefined;
  /** The value the route is given: a seller id or slug, a user id, a token, an external id. */
  value: string | undefined;
  /** sellerChild: the child's id (an import, a brand configuration). */
  child?: string | undefined;
}

export interface CaseContext {
  caller: Caller;
  target: Target;
  world: World;
  testApp: TestApp;
  database: TestDatabase;
  /** The organisation the request is about: the target's, else the caller's own. */
  subject: Tenant;
  /** A number no other case of the run has, for fresh emails, slugs and keys. */
  n: number;
}

export interface CaseRequest extends Partial<MatrixRequest> {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
}

export interface MatrixEntry {
  target: TargetKind;
  /** sellerChild: the child's path parameter, and the child of a tenant's seller (made fresh when a case uses it up). */
  child?: { param: string; of(ctx: CaseContext, tenant: Tenant): Promise<string> | string };
  /** What a caller allowed to act on its own target gets. */
  ok: readonly number[] | ((caller: Caller) => readonly number[]);
  /** Callers a rule refuses (SPEC §6), with the status, on their own target. */
  refused?: Partial<Record<CallerName, number>>;
  /** What another organisation's or a missing target answers; 404 unless said. */
  denied?: readonly number[];
  /** Malformed values: 404 or 422 unless said. */
  malformed?: readonly number[];
  /** Lists or reads sellers across organisations: an admin session sees every seller, so it is not scanned. */
  sellerData?: boolean;
  /** The request, without the path values the target fills. */
  request?(ctx: CaseContext): Promise<CaseRequest> | CaseRequest;
  /** Runs after the case: undo what it changed that later cases rely on, or check what it must not have changed. */
  after?(ctx: CaseContext, response: LightMyRequestResponse): Promise<void>;
}

const isForeign = (name: TargetName) => name === 'foreign' || name === 'foreignSlug';

/** Turns a target name into values for this caller. */
export async function resolveTarget(
  entry: MatrixEntry,
  name: TargetName,
  ctx: Omit<CaseContext, 'target' | 'subject'>,
) {
  const { home, other } = ctx.caller;
  const bad = (text: TargetName) => MALFORMED[text.split('-')[1] as Malformed];
  const tenant = name === 'own' ? home : isForeign(name) || name === 'foreignChild' ? other : undefined;
  const partial = { name, tenant, value: undefined } as Target;
  const withSubject = { ...ctx, target: partial, subject: tenant ?? home };
  if (entry.target === 'user')
    partial.value = tenant ? (tenant === home ? (ctx.caller.account?.id ?? home.owner.id) : other.owner.id) : undefined;
  if (entry.target === 'externalId') partial.value = tenant?.seller.externalId ?? 'NOSUCHMERCHANT';
  if (entry.target === 'seller' || entry.target === 'sellerChild') {
    const sellerTenant = name === 'foreign' || name === 'foreignSlug' ? other : home;
    partial.value =
      name === 'foreignSlug' ? other.seller.slug : name === 'foreign' ? other.seller.id : home.seller.slug;
    if (name === 'missing') partial.value = randomId();
    if (name === 'missingSlug') partial.value = 'no-such-seller';
    if (entry.child) {
      const childTenant = name === 'foreignChild' ? other : sellerTenant;
      if (name === 'missing' || name === 'missingChild') partial.child = randomId();
      else if (name.startsWith('malformedChild')) partial.child = bad(name);
      else partial.child = await entry.child.of({ ...withSubject, subject: childTenant }, childTenant);
    }
  }
  if (name === 'missing' && partial.value === undefined) partial.value = randomId();
  if (name.startsWith('malformed-')) partial.value = bad(name);
  return partial;
}

/** The statuses a case may answer. */
export function expectedStatuses(access: Access, entry: MatrixEntry, caller: Caller, target: TargetName) {
  // A path value over the router's limit is refused before any route is chosen.
  const tooLong = target.endsWith('-long') ? [414] : [];
  if (access !== 'public' && !caller.account) return [401, ...tooLong];
  if (access === 'admin' && !caller.isAdminSession) return [403, ...tooLong];
  if (target.startsWith('malformed')) return [...(entry.malformed ?? [404, 422]), ...tooLong];
  const ok = typeof entry.ok === 'function' ? entry.ok(caller) : entry.ok;
  const refusal = entry.refused?.[caller.name];
  // An admin session sees every seller: another organisation's seller is as good as its own.
  const seesEverySeller =
    caller.isAdminSession && (entry.target === 'seller' || entry.target === 'sellerChild') && isForeign(target);
  if (target !== 'own' && target !== 'none' && !seesEverySeller) return entry.denied ?? [404];
  return refusal ? [refusal] : ok;
}

/** The other organisation's words and ids, as they would appear in a body or a header. */
export function leakIn(response: LightMyRequestResponse, caller: Caller): string | undefined {
  const text = `${JSON.stringify(response.headers)}\n${response.body}`.toLowerCase();
  if (text.includes(caller.other.word)) return caller.other.word;
  return caller.other.ids.find((id) => text.includes(id.toLowerCase()));
}
