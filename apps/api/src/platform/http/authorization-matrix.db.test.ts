import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../routes.ts';
import { startFakeProviders, type FakeProviders } from '../../test/fake-providers.ts';
import { accountRoutes } from '../../test/matrix-account-routes.ts';
import { adminRoutes } from '../../test/matrix-admin-routes.ts';
import { sellerRoutes } from '../../test/matrix-seller-routes.ts';
import {
  ALIKE,
  expectedStatuses,
  leakIn,
  resolveTarget,
  TARGETS,
  type CaseRequest,
  type MatrixEntry,
  type Target,
  type TargetName,
} from '../../test/matrix-table.ts';
import { send } from '../../test/matrix-requests.ts';
import { createWorld, type Caller, type World } from '../../test/matrix-world.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Route } from './define-route.ts';

// Every route of allRoutes × every kind of caller × own, another organisation's, missing and
// malformed targets: no 5xx, 401 without a session, 403 on admin routes without an admin
// session, SPEC §6's refusals for operations users, another organisation's things answering
// exactly as missing ones, and no word or id of the other organisation in any answer. A route
// without an entry in the table fails here, so a new route cannot skip the matrix.
const TABLE: Record<string, MatrixEntry> = { ...accountRoutes, ...adminRoutes, ...sellerRoutes };
const TABLE_FILES = 'apps/api/src/test/matrix-account-routes.ts or matrix-seller-routes.ts';
const keyOf = (route: Route) => `${route.contract.method} ${route.contract.path}`;

function urlOf(route: Route, entry: MatrixEntry, target: Target, request: CaseRequest): string {
  const params: Record<string, string | undefined> = {
    ...(entry.target === 'user' ? { id: target.value } : {}),
    ...(entry.target === 'seller' || entry.target === 'sellerChild' ? { sellerId: target.value } : {}),
    ...(entry.child ? { [entry.child.param]: target.child } : {}),
    ...request.params,
  };
  const path = route.contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${keyOf(route)}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  return `/api${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
}

/** Admin sessions see every seller: their answers about B's seller are B's, by design. */
const seesOtherSeller = (caller: Caller, entry: MatrixEntry) =>
  caller.isAdminSession && ['seller', 'sellerChild', 'externalId'].includes(entry.target);

describe(`authorisation matrix over every route on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let providers: FakeProviders;
  let world: World;
  let dataDir: string;
  const statusCounts = new Map<number, number>();
  const callerCounts = new Map<string, number>();
  let routesRun = 0;
  let setupSeconds = 0;
  const startedAt = performance.now();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-matrix-'));
    providers = await startFakeProviders();
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { ...providers.env, DATA_DIR: dataDir } });
    world = await createWorld(testApp, database);
    setupSeconds = (performance.now() - startedAt) / 1000;
  });
  afterAll(async () => {
    const cases = [...statusCounts.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...statusCounts.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    const byCaller = [...callerCounts.entries()].map(([caller, n]) => `${caller}: ${n}`);
    console.log(
      `authorisation matrix: ${routesRun} of ${allRoutes.length} routes, ${cases} cases in ` +
        `${((performance.now() - startedAt) / 1000).toFixed(1)} s (${setupSeconds.toFixed(1)} s to build the organisations)\n  by status: ${byStatus.join(', ')}\n` +
        `  by caller: ${byCaller.join(', ')}`,
    );
    await testApp?.close();
    await providers?.close();
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has an entry for every route of allRoutes, and none for a route that is gone', () => {
    const keys = allRoutes.map(keyOf);
    expect(
      keys.filter((key) => !TABLE[key]),
      `routes without an entry in the authorisation matrix (${TABLE_FILES})`,
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((key) => !keys.includes(key)),
      'matrix entries of routes that are gone',
    ).toEqual([]);
  });

  for (const route of allRoutes) {
    it(`${keyOf(route)} (${route.access})`, async () => {
      const entry = TABLE[keyOf(route)];
      if (!entry) throw new Error(`${keyOf(route)} has no entry in the authorisation matrix: add it to ${TABLE_FILES}`);
      routesRun += 1;
      const problems: string[] = [];
      for (const caller of world.callers) {
        const answers = new Map<TargetName, { status: number; body: string }>();
        for (const name of TARGETS[entry.target]) {
          const base = { caller, world, testApp, database, n: world.next() };
          const target = await resolveTarget(entry, name, base);
          const context = { ...base, target, subject: target.tenant ?? caller.home };
          const request = (await entry.request?.(context)) ?? {};
          const response = await send(testApp, {
            method: route.contract.method,
            url: urlOf(route, entry, target, request),
            cookie: 'cookie' in request ? request.cookie : caller.cookie,
            body: request.body,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
            ...(request.headers ? { headers: request.headers } : {}),
          });
          await entry.after?.(context, response);
          const status = response.statusCode;
          statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
          callerCounts.set(caller.name, (callerCounts.get(caller.name) ?? 0) + 1);
          answers.set(name, { status, body: response.body });

          const label = `${caller.name} × ${name}`;
          const expected = expectedStatuses(route.access, entry, caller, name);
          if (status >= 500 || !expected.includes(status))
            problems.push(`${label}: ${status}, expected ${expected.join(' or ')}: ${response.body.slice(0, 160)}`);
          const isOthersByDesign =
            caller.isAdminSession &&
            (entry.sellerData || (seesOtherSeller(caller, entry) && (name === 'foreign' || name === 'foreignSlug')));
          const leak = isOthersByDesign ? undefined : leakIn(response, caller);
          if (leak) problems.push(`${label}: the answer carries '${leak}' of the other organisation`);
        }
        for (const [foreign, missing] of ALIKE) {
          const [a, b] = [answers.get(foreign), answers.get(missing)];
          const isVisible = seesOtherSeller(caller, entry) && foreign !== 'foreignChild';
          if (a && b && !isVisible && (a.status !== b.status || a.body !== b.body))
            problems.push(`${caller.name}: ${foreign} answers ${a.status} ${a.body}, ${missing} ${b.status} ${b.body}`);
        }
      }
      expect(problems, `${keyOf(route)}`).toEqual([]);
    });
  }
});
