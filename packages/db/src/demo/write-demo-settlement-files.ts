// Writes the demo seller's settlement files, streaming: each settlement is
// generated twice from its own seed, once to total it (bigint minor units) and
// once to write it behind its summary row, so memory stays flat at any size.
// The second pass also writes the orders reports of the items it sells.
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { isoDay } from './demo-calendar.ts';
import type { DemoRow } from './demo-row.ts';
import { balancingRow, FLAT_FILE_V2_HEADER, formatSummaryLine, RowFormatter } from './flat-file-v2.ts';
import {
  fileNameFor,
  planDemoData,
  settlementIdFor,
  type DemoDataOptions,
  type DemoMarketplacePlan,
  type DemoPlan,
} from './demo-plan.ts';
import { OrdersReportWriter } from './orders-report-file.ts';
import {
  commitSettlement,
  createCarry,
  createTally,
  settlementChunks,
  type MarketplaceCarry,
  type SettlementPlan,
  type SettlementTally,
} from './settlement-pass.ts';

export interface DemoTotals {
  orders: number;
  orderItems: number;
  /** Amount rows, without headers and summary rows. */
  rows: number;
  settlements: number;
  /** Order item lines of the orders reports. */
  orderReportLines: number;
  /** Order items sold in the settlements whose order is in no orders report. */
  orderItemsWithoutReport: number;
}

export interface DemoProgress extends DemoTotals {
  settlementsPlanned: number;
  file: string;
}

export interface DemoDataResult {
  /** Settlement files. */
  files: string[];
  /** All Orders reports of the same orders. */
  orderFiles: string[];
  /** YYYY-MM-DD, inclusive. */
  firstDay: string;
  lastDay: string;
  totals: DemoTotals;
}

async function writeText(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

function sumChunk(rows: readonly DemoRow[]): bigint {
  let sum = 0;
  for (const row of rows) sum += row.amount;
  if (!Number.isSafeInteger(sum)) throw new Error('a day of demo rows exceeds exact number range');
  return BigInt(sum);
}

interface FirstPass {
  total: bigint;
  rows: number;
  tally: SettlementTally;
}

/** Pass one: the settlement's total before any balancing row, and whether it has rows at all. */
function firstPass(plan: SettlementPlan, carry: MarketplaceCarry): FirstPass {
  const tally = createTally();
  let total = 0n;
  let rows = 0;
  for (const chunk of settlementChunks(plan, carry, tally)) {
    total += sumChunk(chunk);
    rows += chunk.length;
  }
  return { total, rows, tally };
}

/** Pass two: writes summary and rows, then hands the settlement's carry-over to the next one. */
async function writeSettlement(
  stream: WriteStream,
  plan: SettlementPlan,
  carry: MarketplaceCarry,
  settlementId: string,
  expected: bigint,
  totals: DemoTotals,
  orders: OrdersReportWriter,
): Promise<void> {
  const charge = expected < 0n ? -expected : 0n;
  const { marketplace, period } = plan;
  const summary = { settlementId, startDay: period.startDay, endDay: period.endDay, total: expected + charge };
  await writeText(stream, formatSummaryLine(marketplace, summary));
  const formatter = new RowFormatter(marketplace, settlementId);
  const tally = createTally();
  tally.soldItems = [];
  let written = 0n;
  for (const chunk of settlementChunks(plan, carry, tally)) {
    written += sumChunk(chunk);
    totals.rows += chunk.length;
    await writeText(stream, chunk.map((row) => formatter.line(row)).join(''));
    await orders.add(tally.soldItems.splice(0));
  }
  if (written !== expected) throw new Error(`settlement ${settlementId} came out differently on its second pass`);
  if (charge > 0n) {
    await writeText(stream, formatter.line(balancingRow(Number(charge), period.endDay)));
    totals.rows += 1;
  }
  commitSettlement(carry, period, tally);
  totals.orders += tally.orders;
  totals.orderItems += tally.orderItems;
  totals.settlements += 1;
}

/** A deep write buffer lets generation run while the disk catches up. */
const WRITE_BUFFER_BYTES = 32 * 1024 * 1024;

function openFile(path: string): WriteStream {
  const stream = createWriteStream(path, { highWaterMark: WRITE_BUFFER_BYTES });
  stream.write(FLAT_FILE_V2_HEADER);
  return stream;
}

/** A period without a single row (possible at tiny order counts) gets no settlement, as at Amazon. */
async function writeMarketplace(
  dir: string,
  plan: DemoPlan,
  index: number,
  totals: DemoTotals,
  report: (file: string) => void,
): Promise<{ files: string[]; orderFiles: string[] }> {
  const { marketplace, picker, itemsByDay } = plan.marketplaces[index] as DemoMarketplacePlan;
  const carry = createCarry();
  const files: string[] = [];
  const orders = new OrdersReportWriter(dir, plan.seed, marketplace, plan.range, plan.split);
  let stream: WriteStream | undefined;
  for (const period of plan.periods) {
    const settlement: SettlementPlan = { seed: plan.seed, marketplace, picker, range: plan.range, period, itemsByDay };
    const pass = firstPass(settlement, carry);
    if (pass.rows === 0) {
      commitSettlement(carry, period, pass.tally);
      continue;
    }
    const settlementId = settlementIdFor(plan.seed, index, period);
    const path = join(dir, fileNameFor(plan, marketplace, period, settlementId));
    if (!stream || files[files.length - 1] !== path) {
      if (stream) await closeFile(stream);
      stream = openFile(path);
      files.push(path);
    }
    await writeSettlement(stream, settlement, carry, settlementId, pass.total, totals, orders);
    await orders.closeBefore(period.endDay + 1);
    report(path);
  }
  if (stream) await closeFile(stream);
  const orderFiles = await orders.close();
  totals.orderReportLines += orders.totals.lines;
  totals.orderItemsWithoutReport += orders.totals.itemsWithoutReport;
  return { files, orderFiles };
}

async function closeFile(stream: WriteStream): Promise<void> {
  stream.end();
  await finished(stream);
}

/**
 * Writes the demo seller's Flat File V2 settlement files and the All Orders
 * reports of their orders into `dir` (created if missing) and returns their
 * paths and totals. The same options give byte-identical files.
 */
export async function writeDemoSettlementFiles(
  dir: string,
  options: DemoDataOptions,
  onProgress?: (progress: DemoProgress) => void,
): Promise<DemoDataResult> {
  const plan = planDemoData(options);
  await mkdir(dir, { recursive: true });
  const totals: DemoTotals = {
    orders: 0,
    orderItems: 0,
    rows: 0,
    settlements: 0,
    orderReportLines: 0,
    orderItemsWithoutReport: 0,
  };
  const settlementsPlanned = plan.periods.length * plan.marketplaces.length;
  const report = (file: string) => onProgress?.({ ...totals, settlementsPlanned, file });
  const files: string[] = [];
  const orderFiles: string[] = [];
  for (let index = 0; index < plan.marketplaces.length; index += 1) {
    const written = await writeMarketplace(dir, plan, index, totals, report);
    files.push(...written.files);
    orderFiles.push(...written.orderFiles);
  }
  return { files, orderFiles, firstDay: isoDay(plan.range.firstDay), lastDay: isoDay(plan.range.lastDay), totals };
}
