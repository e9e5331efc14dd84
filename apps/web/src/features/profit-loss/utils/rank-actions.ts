import type { TAsinProfitLoss, TCogsStatus, TProfitLoss, TSettlement } from '@brandlens/contracts';

// The Operations Assistant's list of actions, found in data the screens already read. Exact
// decimal strings are compared as scaled integers, never as floats.

export type TAction =
  | { kind: 'negative-cm3'; rank: bigint; sku: string; marketplaceId: string; period: string; amount: string }
  | { kind: 'fee-jump'; rank: bigint; line: string; period: string; previous: string; amount: string }
  | { kind: 'sku-without-cost'; rank: bigint; sku: string; unitsSold: number }
  | { kind: 'unreconciled-settlement'; rank: bigint; settlementId: string; currency: string; difference: string };

const SCALE = 4;

/** '-12.3' → -123000n (4 decimals); null for anything that is not a plain decimal. */
export function toScaled(amount: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const fraction = (match[3] ?? '').padEnd(SCALE, '0').slice(0, SCALE);
  const value = BigInt(`${match[2]}${fraction}`);
  return match[1] ? -value : value;
}

const abs = (value: bigint): bigint => (value < 0n ? -value : value);

/** Fee and expense lines watched month over month. */
export const WATCHED_FEE_LINES = [
  'fbaFulfilmentFees',
  'fbaStorageFees',
  'fbaInboundFees',
  'fbaRemovalAndDisposalFees',
  'sellingFees',
  'amazonAdExpenses',
  'otherPlatformFees',
] as const;

/** A jump: at least 25 % more cost than the month before and at least 50 units of currency. */
const JUMP_PERCENT = 125n;
const JUMP_MINIMUM = toScaled('50')!;

/** The calendar month before `today`, as YYYY-MM. */
export function previousMonth(today: Date): string {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

export function feeJumps(statement: TProfitLoss, lastMonth: string): TAction[] {
  const index = statement.periods.indexOf(lastMonth);
  if (index < 1) return [];
  const actions: TAction[] = [];
  for (const line of statement.lines) {
    if (!(WATCHED_FEE_LINES as readonly string[]).includes(line.key)) continue;
    const previous = line.figures[index - 1]?.amount;
    const current = line.figures[index]?.amount;
    const before = previous === undefined ? null : toScaled(previous);
    const after = current === undefined ? null : toScaled(current);
    if (before === null || after === null || previous === undefined || current === undefined) continue;
    // Costs are negative: a larger magnitude is a larger cost.
    const growth = abs(after) - abs(before);
    if (growth >= JUMP_MINIMUM && abs(after) * 100n >= abs(before) * JUMP_PERCENT) {
      actions.push({ kind: 'fee-jump', rank: growth, line: line.key, period: lastMonth, previous, amount: current });
    }
  }
  return actions;
}

export function negativeMarginProducts(products: TAsinProfitLoss | undefined, period: string): TAction[] {
  return (products?.rows ?? []).flatMap((row) => {
    const cm3 = toScaled(row.contributionMargin3.amount);
    if (cm3 === null || cm3 >= 0n) return [];
    return [
      {
        kind: 'negative-cm3' as const,
        rank: -cm3,
        sku: row.sku,
        marketplaceId: row.marketplaceId,
        period,
        amount: row.contributionMargin3.amount,
      },
    ];
  });
}

export function skusWithoutCost(status: TCogsStatus | undefined): TAction[] {
  return (status?.skusWithoutCost ?? []).flatMap((entry) =>
    entry.sku
      ? [
          {
            kind: 'sku-without-cost' as const,
            rank: BigInt(entry.unitsSold),
            sku: entry.sku,
            unitsSold: entry.unitsSold,
          },
        ]
      : [],
  );
}

export function unreconciledSettlements(settlements: TSettlement[] | undefined): TAction[] {
  return (settlements ?? []).flatMap((settlement) => {
    if (settlement.reconciliation === 'reconciled') return [];
    const difference = toScaled(settlement.difference) ?? 0n;
    return [
      {
        kind: 'unreconciled-settlement' as const,
        rank: abs(difference),
        settlementId: settlement.settlementId,
        currency: settlement.currency,
        difference: settlement.difference,
      },
    ];
  });
}

/**
 * Settlements that do not reconcile first (until the complete file arrives, every figure built from
 * them is estimated, the ranks of the others included), then money lost, then costs that jumped,
 * then units without a cost.
 */
const KIND_ORDER: TAction['kind'][] = ['unreconciled-settlement', 'negative-cm3', 'fee-jump', 'sku-without-cost'];

export function rankActions(actions: TAction[], limit = 10): TAction[] {
  return [...actions]
    .sort((a, b) => {
      const byKind = KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
      if (byKind !== 0) return byKind;
      return a.rank === b.rank ? 0 : a.rank > b.rank ? -1 : 1;
    })
    .slice(0, limit);
}
