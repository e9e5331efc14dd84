import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { acquireDataDirLock } from './data-dir-lock.ts';

export interface EmbeddedServerOptions {
  dataDir: string;
  /** 0 picks a free loopback port. */
  port?: number;
  maxConnections?: number;
}

export interface EmbeddedServer {
  connectionString: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

type WorkerMessage = { type: 'ready'; port: number } | { type: 'error'; message: string } | { type: 'stopped' };

/**
 * Locks the data directory, then starts PGlite in a worker thread behind a
 * PostgreSQL wire-protocol socket on 127.0.0.1.
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const dataDir = resolve(options.dataDir);
  const lock = acquireDataDirLock(dataDir);
  const worker = new Worker(new URL('./pglite-server.worker.ts', import.meta.url), {
    workerData: { dataDir: `${dataDir}/pgdata`, port: options.port ?? 0, maxConnections: options.maxConnections ?? 64 },
  });

  let port: number;
  try {
    port = await new Promise<number>((resolveReady, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready') resolveReady(message.port);
        if (message.type === 'error') reject(new Error(`The embedded database could not start: ${message.message}`));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database stopped during start (exit ${code}).`)));
    });
  } catch (error) {
    await worker.terminate();
    lock.release();
    throw error;
  }

  lock.recordPort(port);
  let stopping: Promise<void> | undefined;
  return {
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((done) => {
          const timer = setTimeout(done, 10_000);
          worker.on('message', (message: WorkerMessage) => {
            if (message.type === 'stopped') {
              clearTimeout(timer);
              done();
            }
          });
          worker.postMessage({ type: 'stop' });
        });
        await worker.terminate();
        lock.release();
      })();
      return stopping;
    },
  };
}
