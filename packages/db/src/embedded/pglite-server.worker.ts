// Runs inside a worker thread: owns the PGlite instance and serves it over
// the PostgreSQL wire protocol on a loopback port, so the rest of the app uses
// `pg` exactly as it would against a real server and never blocks on a query.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { parentPort, workerData } from 'node:worker_threads';

interface WorkerInput {
  dataDir: string;
  port: number;
  maxConnections: number;
}

const input = workerData as WorkerInput;
if (!parentPort) throw new Error('pglite-server.worker must run in a worker thread');
const port = parentPort;

try {
  const db = await PGlite.create({ dataDir: input.dataDir });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: input.port,
    maxConnections: input.maxConnections,
  });
  await server.start();
  const [, listenPort] = server.getServerConn().split(':');
  port.postMessage({ type: 'ready', port: Number(listenPort) });

  port.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    void (async () => {
      await server.stop();
      await db.close();
      port.postMessage({ type: 'stopped' });
    })();
  });
} catch (error) {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
