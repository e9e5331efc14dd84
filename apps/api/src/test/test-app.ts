import { createDatabase, createPool, type TestDatabase } from '@brandlens/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { parseEnv } from '../platform/env.ts';
import { TcpProxy } from './tcp-proxy.ts';

export interface TestApp {
  app: FastifyInstance;
  proxy: TcpProxy;
  close(): Promise<void>;
}

/** The real app over a test database, reached through a proxy the test can cut. */
export async function createTestApp(database: TestDatabase, options: { webDistDir?: string } = {}): Promise<TestApp> {
  const target = new URL(database.connectionString);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const viaProxy = new URL(database.connectionString);
  viaProxy.port = String(proxy.port);
  const pool = createPool({ connectionString: viaProxy.toString(), max: 3 });
  const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: viaProxy.toString() });
  const app = await buildApp(
    { env, pool, db: createDatabase(pool) },
    { logger: false, webDistDir: options.webDistDir },
  );
  return {
    app,
    proxy,
    async close() {
      await app.close();
      await pool.end();
      await proxy.stop();
    },
  };
}
