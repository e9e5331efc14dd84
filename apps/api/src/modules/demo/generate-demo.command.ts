import { ZSlug } from '@brandlens/contracts';
import {
  DEFAULT_DEMO_MONTHS,
  DEFAULT_DEMO_ORDERS,
  DEMO_INVENTORY_DAYS,
  demoCatalog,
  demoCostOfGoods,
  writeDemoSettlementFiles,
  type DemoProgress,
} from '@brandlens/db/demo';
import type { CliCommand } from '../../cli/cli-command.ts';
import { upsertCostOfGoods } from '../cogs/cogs.queries.ts';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { storeDemoAds, storeDemoInventory, storeDemoReturns, storeDemoValuationSources } from './demo-data.service.ts';
import { upsertDemoProducts } from './demo.queries.ts';

function wholeNumber(name: string, value: string | boolean | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const text = typeof value === 'string' ? value.replace(/_/g, '') : '';
  if (!/^-?\d+$/.test(text)) throw new Error(`--${name} must be a whole number`);
  return Number(text);
}

/** One line per 5 % of settlements written, so a 5-million-item run shows it is alive without flooding the terminal. */
function progressPrinter(started: number): (progress: DemoProgress) => void {
  let lastStep = -1;
  return (progress) => {
    const step = Math.floor((20 * progress.settlements) / progress.settlementsPlanned);
    if (step === lastStep) return;
    lastStep = step;
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `${Math.round((100 * progress.settlements) / progress.settlementsPlanned)}%  ${progress.settlements} settlements, ` +
        `${progress.orderItems} order items, ${progress.rows} rows, ${Math.round(progress.rows / seconds)} rows/s\n`,
    );
  };
}

export const generateDemoCommand: CliCommand = {
  name: 'generate-demo',
  usage:
    'generate-demo --out <dir> [--orders N] [--seed S] [--months M] [--end YYYY-MM-DD] [--split settlement|marketplace] [--seller <slug> [--create]]   (demo settlement files and All Orders reports; with --seller also its catalog, costs, brand valuation sources, FBA stock history, ads and customer returns)',
  options: {
    out: { type: 'string' },
    orders: { type: 'string' },
    seed: { type: 'string' },
    months: { type: 'string' },
    end: { type: 'string' },
    split: { type: 'string' },
    seller: { type: 'string' },
    create: { type: 'boolean' },
  },
  async run(db, options) {
    const out = typeof options.out === 'string' ? options.out.trim() : '';
    if (!out) throw new Error('--out <dir> is required');
    const split = options.split ?? 'settlement';
    if (split !== 'settlement' && split !== 'marketplace') throw new Error('--split must be settlement or marketplace');
    const sellerSlug = options.seller === undefined ? undefined : ZSlug.safeParse(options.seller);
    if (sellerSlug && !sellerSlug.success)
      throw new Error(`--seller: ${sellerSlug.error.issues[0]?.message ?? 'a seller slug is required'}`);
    const seed = wholeNumber('seed', options.seed, 1);
    // Before any file is written, so a wrong slug changes nothing.
    const sellerId = sellerSlug?.success
      ? await resolveCliSeller(db, sellerSlug.data, options.create === true)
      : undefined;
    const started = performance.now();
    const plan = {
      seed,
      now: new Date(),
      endDate: typeof options.end === 'string' ? options.end : undefined,
      months: wholeNumber('months', options.months, DEFAULT_DEMO_MONTHS),
      orders: wholeNumber('orders', options.orders, DEFAULT_DEMO_ORDERS),
    };
    const result = await writeDemoSettlementFiles(out, { ...plan, split }, progressPrinter(started));
    const seconds = (performance.now() - started) / 1000;
    const { orders, orderItems, rows, settlements, orderReportLines, orderItemsWithoutReport } = result.totals;
    const stored: string[] = [];
    if (sellerId && sellerSlug?.success) {
      // The seller's side of the demo that settlement files do not carry: brands, costs, valuation sources.
      await upsertDemoProducts(db, sellerId, demoCatalog(seed));
      await upsertCostOfGoods(db, sellerId, demoCostOfGoods(seed, result.firstDay));
      await storeDemoValuationSources(db, sellerId, result.firstDay, result.lastDay, seed);
      const stockRows = await storeDemoInventory(db, sellerId, plan);
      const ads = await storeDemoAds(db, sellerId, plan);
      const returns = await storeDemoReturns(db, sellerId, plan);
      stored.push(
        `Stored the catalog, costs of goods and brand valuation sources of seller ${sellerSlug.data} for the same period,`,
        `its daily FBA stock of the last ${DEMO_INVENTORY_DAYS} days (${stockRows} rows)`,
        `its advertising: ${ads.campaigns} campaigns, ${ads.campaignDays} campaign days, ${ads.asinDays} ASIN days,`,
        `and the customer returns of its refunds (${returns} returns).`,
      );
    }
    return [
      `Wrote ${result.files.length} settlement files to ${out}: ${settlements} settlements from ${result.firstDay} to ${result.lastDay},`,
      `${orders} orders, ${orderItems} order items, ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s);`,
      `${result.orderFiles.length} All Orders reports with ${orderReportLines} order item lines (${orderItemsWithoutReport} order items in no report).`,
      ...stored,
      `Import them with: npm run cli -- import-settlement --seller ${sellerSlug?.success ? sellerSlug.data : '<slug> --create'} ${out}/*.tsv`,
    ].join('\n');
  },
};
