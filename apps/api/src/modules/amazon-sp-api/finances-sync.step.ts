// The finances step: money Amazon has booked but not settled yet. Amazon keeps
// a seller's money in financial event groups, one per settlement period and
// currency; a group becomes a settlement (same currency, starting when the
// group opened) once it closes and its report is made. The step lists the
// groups since the seller's latest settlements, and for each group with no
// stored settlement (the open one, and closed ones whose report is not
// imported yet) reads its events and replaces its estimate batch. A group whose
// settlement is stored is never read: its estimates, if any are left, go. The
// settlement importer takes out a group's estimates when the settlement comes.
import { GROUP_START_TOLERANCE_MS } from '../ingestion/finances-estimates.queries.ts';
import { listFinancialEventGroups, listFinancialEventsByGroupId } from './finances-api.ts';
import type { TFinancialEventGroup } from './finances.schemas.ts';
import { financialEventRows, type FinancesLedgerRow } from './financial-events.ts';
import { financesBatchId, removeFinancesEstimates, replaceFinancesEstimates } from './finances-estimates.service.ts';
import {
  findFinancesEstimates,
  findLatestSettlementStarts,
  findMarketplaceIds,
  findSettlementStartsSince,
} from './finances-sync.queries.ts';
import type { SyncStepContext, SyncStepDefinition } from './sync-step.ts';

const DAY_MS = 24 * 3600 * 1000;
/** How far back a first sync reaches: the settlements Amazon still serves. */
const BACKFILL_MS = 90 * DAY_MS;
/** Before the latest settlements' start: groups of other currencies may have opened a little earlier. */
const MARGIN_MS = 2 * DAY_MS;

/**
 * Groups opened from here on may hold money not settled yet: those after the latest settlement of
 * each currency, and the groups estimated before whose settlement has not come (a currency may
 * lag behind the others).
 */
async function listingStart(context: SyncStepContext, estimates: ReadonlyMap<string, Date>): Promise<Date> {
  const earliest = context.now.getTime() - BACKFILL_MS;
  if (context.isBackfill) return new Date(earliest);
  const latest = await findLatestSettlementStarts(context.db, context.sellerId);
  if (latest.length === 0) return new Date(earliest);
  const starts = [
    Math.min(...latest.map((start) => start.getTime())) - MARGIN_MS,
    ...[...estimates.values()].map((start) => start.getTime()),
  ];
  return new Date(Math.max(earliest, Math.min(...starts)));
}

/** The currency Amazon totals the group in: the marketplace's (OriginalTotal), else the disbursed one. */
const groupCurrency = (group: TFinancialEventGroup) =>
  group.OriginalTotal?.CurrencyCode || group.ConvertedTotal?.CurrencyCode || undefined;

/** What the step knows before it reads a group. */
interface Known {
  settlements: { currency: string; startDate: Date }[];
  estimates: ReadonlyMap<string, Date>;
  marketplaceIds: ReadonlySet<string>;
}

/** A page read: for the progress of a group of many pages. */
type OnPage = (page: number) => Promise<void>;

async function readGroupRows(context: SyncStepContext, groupId: string, known: Known, onPage: OnPage) {
  const rows: FinancesLedgerRow[] = [];
  let latestPosted: string | undefined;
  let page = 0;
  for await (const events of listFinancialEventsByGroupId(context.client, groupId)) {
    page += 1;
    const pageRows = financialEventRows(events, {
      firstSourceLine: rows.length + 1,
      knownMarketplaceIds: known.marketplaceIds,
    });
    for (const row of pageRows) {
      rows.push(row);
      if (row.postedAt && (!latestPosted || row.postedAt > latestPosted)) latestPosted = row.postedAt;
    }
    await onPage(page);
  }
  return { rows, latestPosted, pages: page };
}

type GroupOutcome =
  | { kind: 'settled'; isRemoved: boolean }
  | { kind: 'estimated'; rows: number; pages: number; dataThrough: Date | undefined }
  | { kind: 'failed'; reason: string };

const isSettled = (known: Known, currency: string, start: number) =>
  known.settlements.some(
    (settlement) =>
      settlement.currency === currency && Math.abs(settlement.startDate.getTime() - start) <= GROUP_START_TOLERANCE_MS,
  );

async function syncGroup(
  context: SyncStepContext,
  known: Known,
  group: TFinancialEventGroup,
  onPage: OnPage,
): Promise<GroupOutcome> {
  const { db, sellerId, now } = context;
  const groupId = group.FinancialEventGroupId;
  const start = Date.parse(group.FinancialEventGroupStart ?? '');
  if (!groupId || Number.isNaN(start)) return { kind: 'failed', reason: 'a group without an id or a start' };
  const removeLeft = async () =>
    known.estimates.has(financesBatchId(groupId)) && (await removeFinancesEstimates(db, sellerId, groupId));
  let currency = groupCurrency(group);
  if (currency && isSettled(known, currency, start)) return { kind: 'settled', isRemoved: await removeLeft() };
  const read = await readGroupRows(context, groupId, known, onPage);
  // An open group may carry no total yet: its amounts say the currency.
  currency ??= read.rows.find((row) => row.currency)?.currency ?? undefined;
  const foreign = read.rows.find((row) => row.currency && row.currency !== currency);
  if (foreign) return { kind: 'failed', reason: `group ${groupId} holds ${foreign.currency} in a ${currency} group` };
  const isOpen = group.ProcessingStatus?.toLowerCase() === 'open';
  const end = Date.parse(group.FinancialEventGroupEnd ?? '');
  if (!currency) {
    await removeLeft();
    return { kind: 'estimated', rows: 0, pages: read.pages, dataThrough: isOpen ? now : undefined };
  }
  const outcome = await replaceFinancesEstimates(db, {
    sellerId,
    groupId,
    currency,
    startDate: new Date(start).toISOString(),
    endDate: (isOpen || Number.isNaN(end) ? now : new Date(end)).toISOString(),
    rows: read.rows,
  });
  if (outcome === 'settled') return { kind: 'settled', isRemoved: known.estimates.has(financesBatchId(groupId)) };
  const dataThrough = isOpen ? now : read.latestPosted ? new Date(read.latestPosted) : undefined;
  return { kind: 'estimated', rows: outcome === 'written' ? read.rows.length : 0, pages: read.pages, dataThrough };
}

export const financesSyncStep: SyncStepDefinition = {
  name: 'finances',
  async run(context) {
    const { db, sellerId } = context;
    const estimates = await findFinancesEstimates(db, sellerId);
    const since = await listingStart(context, estimates);
    const groups: TFinancialEventGroup[] = [];
    for await (const group of listFinancialEventGroups(context.client, { startedAfter: since })) groups.push(group);
    const known: Known = {
      settlements: await findSettlementStartsSince(db, sellerId, new Date(since.getTime() - GROUP_START_TOLERANCE_MS)),
      estimates,
      marketplaceIds: await findMarketplaceIds(db),
    };
    const total = groups.length;
    const counts = { estimated: 0, rows: 0, settled: 0, removed: 0 };
    const failures: string[] = [];
    let dataThrough: Date | undefined;
    await context.progress({ done: 0, total, label: `${total} financial event group(s) since ${since.toISOString()}` });
    for (const [index, group] of groups.entries()) {
      let label = `group ${index + 1} of ${total}: `;
      const onPage = (page: number) => context.progress({ done: index, total, label: `${label}page ${page}` });
      const outcome = await syncGroup(context, known, group, onPage);
      if (outcome.kind === 'failed') {
        failures.push(outcome.reason);
        label += 'failed';
      } else if (outcome.kind === 'settled') {
        counts.settled += 1;
        if (outcome.isRemoved) counts.removed += 1;
        label += 'settled';
      } else {
        counts.estimated += 1;
        counts.rows += outcome.rows;
        if (outcome.dataThrough && (!dataThrough || outcome.dataThrough > dataThrough))
          dataThrough = outcome.dataThrough;
        label += `${outcome.rows} estimated row(s) from ${outcome.pages} page(s)`;
      }
      await context.progress({ done: index + 1, total, label });
    }
    if (failures.length > 0) throw new Error(`Financial event groups not estimated: ${failures.join('; ')}`);
    return {
      summary:
        `${total} financial event group(s) listed, ${counts.estimated} estimated (${counts.rows} row(s)), ` +
        `${counts.settled} settled (${counts.removed} estimate batch(es) taken out)`,
      dataThrough,
    };
  },
};
