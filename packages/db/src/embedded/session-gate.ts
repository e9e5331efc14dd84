import type { PGlite } from '@electric-sql/pglite';

// ReadyForQuery: 'Z', int32 length 5, then the transaction status byte.
const READY_FOR_QUERY = 0x5a;
const STATUS_IDLE = 0x49; // 'I'

interface Waiter {
  handlerId: number;
  resolve: () => void;
}

/**
 * PGlite has a single backend session, while the app opens many connections.
 * pglite-socket's own queue interleaves connections message by message, which
 * breaks the extended query protocol (one connection's Parse is replaced by
 * another's before its Bind runs) and lets transactions mix.
 *
 * This gate gives the session to one connection at a time and keeps it until
 * the backend says it is idle again: a ReadyForQuery with status 'I'. So an
 * extended-protocol cycle (Parse … Sync), a COPY, and a whole transaction
 * (BEGIN … COMMIT) each run without interleaving; other connections wait their
 * turn in arrival order. It implements the queue interface that pglite-socket's
 * PGLiteSocketHandler calls.
 *
 * The handler reads each socket 'data' event on its own, so one connection's
 * messages can reach `enqueue` while its earlier ones still wait. They are
 * therefore chained per connection: a connection has at most one message at
 * the gate, and its messages run in the order they were cut from the stream.
 * Only the owner can give the session back, once.
 */
export class SessionGate {
  private owner: number | null = null;
  private readonly waiters: Waiter[] = [];
  /** The last message of each connection, which its next one waits for. */
  private readonly chains = new Map<number, Promise<unknown>>();
  private readonly closed = new Set<number>();

  private readonly db: PGlite;

  constructor(db: PGlite) {
    this.db = db;
  }

  private acquire(handlerId: number): Promise<void> {
    if (this.owner === null || this.owner === handlerId) {
      this.owner = handlerId;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push({ handlerId, resolve }));
  }

  private release(handlerId: number): void {
    if (this.owner !== handlerId) return;
    const next = this.waiters.shift();
    this.owner = next?.handlerId ?? null;
    next?.resolve();
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const previous = this.chains.get(handlerId) ?? Promise.resolve();
    const run = previous.then(() => this.run(handlerId, message, onData));
    const settled = run.catch(() => undefined);
    this.chains.set(handlerId, settled);
    void settled.then(() => {
      if (this.chains.get(handlerId) === settled) this.chains.delete(handlerId);
    });
    return run;
  }

  private async run(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.closed.has(handlerId)) return 0;
    await this.acquire(handlerId);
    if (this.closed.has(handlerId)) {
      this.release(handlerId);
      return 0;
    }
    let bytes = 0;
    let tail = new Uint8Array(0);
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, {
          onRawData: (chunk: Uint8Array) => {
            bytes += chunk.length;
            tail = chunk.length >= 6 ? chunk.slice(-6) : Uint8Array.from([...tail, ...chunk].slice(-6));
            onData(chunk);
          },
        }),
      );
    } catch (error) {
      await this.rollBackAndRelease(handlerId);
      throw error;
    }
    const isIdle = tail.length === 6 && tail[0] === READY_FOR_QUERY && tail[5] === STATUS_IDLE;
    if (isIdle) this.release(handlerId);
    return bytes;
  }

  private async rollBackAndRelease(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    try {
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    } finally {
      this.release(handlerId);
    }
  }

  /** A closing connection: its messages still waiting will not run. */
  clearQueueForHandler(handlerId: number): void {
    this.closed.add(handlerId);
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i];
      if (waiter?.handlerId !== handlerId) continue;
      this.waiters.splice(i, 1);
      waiter.resolve();
    }
  }

  /** A connection that closes while holding the session gives it back, rolling back what it left open. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    // Its message at the gate, if any, finishes first; then nothing of it runs.
    await this.chains.get(handlerId);
    await this.rollBackAndRelease(handlerId);
    this.closed.delete(handlerId);
  }

  getQueueLength(): number {
    return this.waiters.length;
  }
}
