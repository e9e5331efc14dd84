// One measured pass of the sync benchmark: the sellers synced by W runs at
// once (what W jobs of the sync queue running side by side do), until every
// seller is done or the pass's deadline passes (no seller is started after
// it), with the calls the fake Amazon answered, the 429s, and the CPU this
// process and the whole machine spent meanwhile.
import { cpus } from 'node:os';
import type { Database } from '@brandlens/db';
import { runSellerSync } from '../apps/api/src/modules/amazon-sp-api/seller-sync.service.ts';
import type { TSyncStep } from '../apps/api/src/modules/amazon-sp-api/sync-step.ts';
import type { Env } from '../apps/api/src/platform/env.ts';
import type { FakeAmazon } from '../apps/api/src/test/fake-amazon.ts';
import { percentile } from './bench-support.ts';

export interface PassResult {
  runsAtOnce: number;
  sellers: number;
  /** Sellers left out when the deadline came. */
  sellersCut: number;
  wallSeconds: number;
  /** Runs that ended with a step not done, with the first reason. */
  failedRuns: number;
  firstFailure: string | undefined;
  runP50Seconds: number;
  runP95Seconds: number;
  /** CPU seconds of this process (the runs, the fake, and the embedded database's thread). */
  processCpuSeconds: number;
  /** Share of the machine's cores busy during the pass (every process: a PostgreSQL server too). */
  machineBusy: number;
  /** Answered calls per operation (429s not included), and the token requests. */
  calls: Map<string, number>;
  tokenRequests: number;
  rateLimited: number;
}

export interface PassInput {
  db: Database;
  env: Env;
  fake: FakeAmazon;
  sellerIds: readonly string[];
  steps: readonly TSyncStep[];
  runsAtOnce: number;
  deadline: number;
}

function machineTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const { user, nice, sys, irq, idle } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + irq + idle;
  }
  return { busy, total };
}

export async function runPass(input: PassInput): Promise<PassResult> {
  const { fake } = input;
  const firstCall = fake.calls.length;
  const firstTokenRequest = fake.tokenRequests.length;
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineTimes();
  const startedAt = performance.now();
  const durations: number[] = [];
  const failures: string[] = [];
  let next = 0;
  async function lane(): Promise<void> {
    while (next < input.sellerIds.length && performance.now() < input.deadline) {
      const sellerId = input.sellerIds[next]!;
      next += 1;
      const runStartedAt = performance.now();
      try {
        const result = await runSellerSync({ db: input.db, env: input.env }, sellerId, input.steps);
        const notDone = result.steps.find((step) => step.state !== 'done');
        if (notDone) failures.push(`${notDone.step} ${notDone.state}: ${notDone.summary}`);
      } catch (error) {
        failures.push((error as Error).message);
      }
      durations.push((performance.now() - runStartedAt) / 1000);
    }
  }
  await Promise.all(Array.from({ length: input.runsAtOnce }, () => lane()));
  const wallSeconds = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const machineAfter = machineTimes();
  const calls = new Map<string, number>();
  let rateLimited = 0;
  for (const call of fake.calls.slice(firstCall)) {
    if (call.status === 429) rateLimited += 1;
    else calls.set(call.operation, (calls.get(call.operation) ?? 0) + 1);
  }
  durations.sort((a, b) => a - b);
  return {
    runsAtOnce: input.runsAtOnce,
    sellers: durations.length,
    sellersCut: input.sellerIds.length - durations.length,
    wallSeconds,
    failedRuns: failures.length,
    firstFailure: failures[0],
    runP50Seconds: percentile(durations, 50),
    runP95Seconds: percentile(durations, 95),
    processCpuSeconds: (cpu.user + cpu.system) / 1e6,
    machineBusy: (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total),
    calls,
    tokenRequests: fake.tokenRequests.length - firstTokenRequest,
    rateLimited,
  };
}

/** Seconds of one worker per seller at this concurrency: the pass's wall time shared by its sellers. */
export const secondsPerSeller = (pass: PassResult) => pass.wallSeconds / Math.max(1, pass.sellers);

/** Calls per seller per pass by operation, over several passes. */
export function callsPerSeller(passes: readonly PassResult[]): Map<string, number> {
  const sellers = passes.reduce((sum, pass) => sum + pass.sellers, 0);
  const totals = new Map<string, number>();
  for (const pass of passes)
    for (const [operation, count] of pass.calls) totals.set(operation, (totals.get(operation) ?? 0) + count);
  return new Map([...totals].map(([operation, count]) => [operation, count / Math.max(1, sellers)]));
}
