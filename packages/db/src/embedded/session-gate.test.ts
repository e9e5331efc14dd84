import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionGate } from './session-gate.ts';

// Frontend messages of the wire protocol, built by hand: a tag, an int32
// length that counts itself, then the body.
const encoder = new TextEncoder();
function message(tag: string, ...parts: Uint8Array[]): Uint8Array {
  const length = 4 + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = tag.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, length);
  let at = 5;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
const cstring = (text: string) => encoder.encode(`${text}\0`);
const int16 = (value: number) => Uint8Array.of(value >> 8, value & 0xff);
const int32 = (value: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, value);
  return out;
};
const query = (text: string) => message('Q', cstring(text));
const parse = (text: string) => message('P', cstring(''), cstring(text), int16(0));
const bind = () => message('B', cstring(''), cstring(''), int16(0), int16(0), int16(0));
const execute = () => message('E', cstring(''), int32(0));
const sync = () => message('S');

/** The backend's answer as text, enough to find the value and any error in it. */
function collector() {
  const chunks: Uint8Array[] = [];
  return {
    // PGlite hands out views of its own memory: keep copies.
    onData: (chunk: Uint8Array) => chunks.push(chunk.slice()),
    text: () => Buffer.concat(chunks).toString('latin1'),
  };
}

describe('SessionGate', () => {
  let db: PGlite;
  let gate: SessionGate;
  // An in-memory PGlite runs its initdb (seconds, more under a loaded machine): past the unit suite's 10 s default.
  beforeEach(async () => {
    db = await PGlite.create();
    gate = new SessionGate(db);
  }, 60_000);
  afterEach(async () => {
    await db.close();
  });

  it("runs one connection's messages in order even when they reach it before the earlier ones ran", async () => {
    const a = collector();
    const b = collector();
    // A holds the session in a transaction.
    await gate.enqueue(1, query('BEGIN'), a.onData);
    // B's extended-protocol cycle arrives as separate socket reads, none awaited (as pglite-socket does).
    const cycle = [parse("select 'from-b' as who"), bind(), execute(), sync()].map((m) => gate.enqueue(2, m, b.onData));
    await gate.enqueue(1, parse("select 'from-a' as who"), a.onData);
    await gate.enqueue(1, bind(), a.onData);
    await gate.enqueue(1, execute(), a.onData);
    await gate.enqueue(1, sync(), a.onData);
    await gate.enqueue(1, query('COMMIT'), a.onData);
    await Promise.all(cycle);

    expect(b.text()).toContain('from-b');
    expect(b.text()).not.toContain('from-a');
    expect(b.text()).not.toContain('does not exist');
    expect(a.text()).toContain('from-a');
    expect(a.text()).not.toContain('from-b');
  });

  it('keeps many connections firing unawaited cycles apart', async () => {
    const outputs = [1, 2, 3, 4, 5, 6].map((id) => ({ id, out: collector() }));
    const runs = outputs.flatMap(({ id, out }) =>
      [1, 2, 3].flatMap((round) =>
        [parse(`select 'c${id}r${round}' as v`), bind(), execute(), sync()].map((m) => gate.enqueue(id, m, out.onData)),
      ),
    );
    await Promise.all(runs);
    for (const { id, out } of outputs) {
      const text = out.text();
      expect(text).not.toMatch(/does not exist|ERROR/);
      expect(text.match(/c\dr\d/g)).toEqual([`c${id}r1`, `c${id}r2`, `c${id}r3`]);
    }
    expect(gate.getQueueLength()).toBe(0);
  });

  it('gives the session back, rolled back, when its owner closes inside a transaction', async () => {
    const a = collector();
    await gate.enqueue(1, query('CREATE TABLE t (v int)'), a.onData);
    await gate.enqueue(1, query('BEGIN; INSERT INTO t VALUES (1)'), a.onData);
    const b = collector();
    const waiting = gate.enqueue(2, query('SELECT count(*)::text AS n FROM t'), b.onData);
    gate.clearQueueForHandler(1);
    await gate.clearTransactionIfNeeded(1);
    await waiting;
    // The row count comes back as a DataRow: one column, 1 byte long, the text '0'.
    const dataRowOfZero = ['D', '\0\0\0\x0b', '\0\x01', '\0\0\0\x01', '0'].join('');
    expect(b.text()).toContain(dataRowOfZero);
  });
});
