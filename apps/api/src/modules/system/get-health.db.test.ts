import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../platform/version.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`GET /api/health on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  const getHealth = () => testApp.app.inject({ method: 'GET', url: '/api/health' });

  it('reports the app version and a reachable database', async () => {
    const response = await getHealth();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ok',
      version: APP_VERSION,
      database: { status: 'up' },
      jobs: { lastWorkerBeatAt: null },
    });
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 while the database is unreachable and recovers by itself when it returns', async () => {
    await testApp.proxy.stop();
    const down = await getHealth();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', version: APP_VERSION, database: { status: 'down' } });

    await testApp.proxy.start();
    const up = await getHealth();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  it('shows when a job worker last ran', async () => {
    await database.pool.query(
      `insert into worker_heartbeats (worker_id, hostname, pid, version, started_at, last_beat_at)
       values ('w1', 'host', 1, '0.1.0', '2026-11-01T00:00:00Z', '2026-11-01T10:00:00Z')`,
    );
    const body = (await getHealth()).json();
    expect(body.jobs.lastWorkerBeatAt).toBe('2026-11-01T10:00:00.000Z');
  });
});
