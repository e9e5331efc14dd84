// Runs inside a worker thread: owns the PGlite instance and serves it over
// the PostgreSQL wire protocol on a loopback port (pglite-socket's connection
// handler, with SessionGate deciding whose turn it is), so the app uses `pg`
// exactly as against a real server and never blocks on a query.
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { SessionGate } from './session-gate.ts';

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
  const gate = new SessionGate(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server = createServer((socket: Socket) => {
    // SessionGate implements the queue interface the handler calls; the cast
    // is needed only because pglite-socket types it as its own class.
    const queryQueue = gate as unknown as PGLiteSocketHandlerOptions['queryQueue'];
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    handler.addEventListener('close', () => handlers.delete(handler));
    handler.addEventListener('error', () => handlers.delete(handler));
    void handler.attach(socket);
  });
  server.maxConnections = input.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(input.port, '127.0.0.1', resolve);
  });
  const address = server.address();
  port.postMessage({ type: 'ready', port: typeof address === 'object' && address ? address.port : input.port });

  port.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    void (async () => {
      for (const handler of handlers) await handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      port.postMessage({ type: 'stopped' });
    })();
  });
} catch (error) {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
