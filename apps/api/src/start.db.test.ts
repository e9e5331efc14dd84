import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const START = fileURLToPath(new URL('./start.ts', import.meta.url));

interface Launched {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(env: Record<string, string>): Launched {
  // The launcher's embedded database is the subject here, so DATABASE_URL is cleared.
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(launched: Launched, pattern: RegExp, timeoutMs = 120_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = launched.output().match(pattern);
    if (match) return match;
    if (Date.now() > deadline || launched.child.exitCode !== null)
      throw new Error(`no ${pattern} in:\n${launched.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('npm start on the embedded database', () => {
  let dataDir: string;
  let first: Launched;
  let baseUrl: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-start-'));
    first = launch({ DATA_DIR: dataDir, DEMO_EMAIL: 'owner@example.com', DEMO_PASSWORD: 'first-start-pw' });
    [, baseUrl = ''] = await waitForOutput(first, /running at (http:\/\/\S+)/);
    // Bounds, not expectations: database files run side by side (ADR 0050), so the machine may be busy.
  }, 150_000);
  afterAll(async () => {
    first.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates, creates the demo account from DEMO_EMAIL and DEMO_PASSWORD and prints the login', async () => {
    expect(first.output()).toContain('Demo login: owner@example.com / first-start-pw');
    expect(first.output()).toMatch(
      /Its history \(\d+ settlements and 4 orders reports, 60000 order items, .* is being imported/,
    );
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });

  it('imports the demo history through the worker, every settlement reconciling to 0.00, and its orders reports', async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-brandlens-request': '1' },
      body: JSON.stringify({ username: 'owner@example.com', password: 'first-start-pw' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const get = async (path: string) => (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json();
    const deadline = Date.now() + 180_000;
    let statuses: string[] = [];
    let imports: Array<{ status: string; kind: string; ordersImported: number }> = [];
    while (Date.now() < deadline) {
      const body = (await get('/api/v2/sellers/demo-seller/imports')) as { imports: typeof imports };
      imports = body.imports;
      statuses = imports.map((entry) => entry.status);
      if (statuses.length > 0 && statuses.every((status) => status === 'succeeded' || status === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(statuses).toEqual(Array.from({ length: 8 }, () => 'succeeded'));
    expect(imports.filter((entry) => entry.kind === 'orders')).toHaveLength(4);
    expect(imports.every((entry) => entry.kind === 'settlement' || entry.ordersImported > 0)).toBe(true);
    const settlements = (await get('/api/v2/sellers/demo-seller/settlements')) as {
      settlements: Array<{ difference: string }>;
    };
    expect(settlements.settlements.length).toBeGreaterThan(200);
    expect(new Set(settlements.settlements.map((settlement) => settlement.difference))).toEqual(new Set(['0.00']));

    // On the order basis the same money moves to order days; a few orders have no report and fall back.
    type Statement = {
      lines: Array<{ key: string; total: { amount: string } }>;
      orderDating: { total: { orderDatedRows: number; fallbackRows: number; fallbackShare: string } } | null;
    };
    const statement = (basis: string) =>
      get(
        `/api/v2/sellers/demo-seller/profit-loss?basis=${basis}&period=last-25-months&targetCurrency=USD&marketplace=ATVPDKIKX0DER`,
      ) as Promise<Statement>;
    const [posted, byOrder] = await Promise.all([statement('posted'), statement('order')]);
    const payout = (body: Statement) => body.lines.find((line) => line.key === 'settlementPayout')?.total.amount;
    expect(payout(byOrder)).toBe(payout(posted));
    expect(byOrder.orderDating?.total.orderDatedRows).toBeGreaterThan(0);
    expect(byOrder.orderDating?.total.fallbackRows).toBeGreaterThan(0);
    expect(Number(byOrder.orderDating?.total.fallbackShare)).toBeLessThan(0.02);
  }, 240_000);

  it('runs the job worker beside the API, so jobs run in the default setup', async () => {
    const deadline = Date.now() + 30_000;
    let lastBeat: string | null = null;
    while (!lastBeat && Date.now() < deadline) {
      lastBeat = (
        (await (await fetch(`${baseUrl}/api/health`)).json()) as { jobs: { lastWorkerBeatAt: string | null } }
      ).jobs.lastWorkerBeatAt;
      if (!lastBeat) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(lastBeat).not.toBeNull();
  });

  it('stops a second process on the same data directory with a clear message', async () => {
    const second = launch({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is already in use by another Brandlens process`);
  });

  it('stops a bad environment value with a message naming the variable', async () => {
    const bad = launch({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid environment configuration');
    expect(bad.output()).toMatch(/PORT: /);
  });

  it('shuts down gracefully on SIGTERM, releasing the data directory', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'brandlens.lock'))).toBe(false);
  });
});
