import type { TProfitLoss } from '@brandlens/contracts';
import { describe, expect, it } from 'vitest';
import { feeJumps, previousMonth, rankActions, toScaled, unreconciledSettlements, type TAction } from './rank-actions';

const line = (key: string, amounts: string[]): TProfitLoss['lines'][number] => ({
  key,
  kind: 'ledger',
  isHighlighted: false,
  figures: amounts.map((amount) => ({ amount, status: 'final' as const })),
  total: { amount: '0.00', status: 'final' },
});

const statement = (lines: TProfitLoss['lines']): TProfitLoss => ({
  sellerId: 'acme',
  currency: 'EUR',
  aggregationView: 'MONTHLY',
  basis: 'posted',
  brand: 'all',
  marketplace: null,
  from: '2024-01-01',
  to: '2024-03-31',
  periods: ['2024-01', '2024-02', '2024-03'],
  lines,
  rates: [],
  orderDating: null,
});

describe('rank-actions', () => {
  it('scales decimal strings exactly', () => {
    expect(toScaled('-12.3')).toBe(-123000n);
    expect(toScaled('0.0001')).toBe(1n);
    expect(toScaled('1e3')).toBeNull();
  });

  it('names the month before today', () => {
    expect(previousMonth(new Date('2024-03-10T12:00:00Z'))).toBe('2024-02');
    expect(previousMonth(new Date('2024-01-01T00:00:00Z'))).toBe('2023-12');
  });

  it('finds fee lines whose cost rose by 25 % and 50 or more against the month before', () => {
    const actions = feeJumps(
      statement([
        line('fbaStorageFees', ['-100.00', '-150.00', '0']),
        line('sellingFees', ['-1000.00', '-1200.00', '0']),
        line('fbaFulfilmentFees', ['-10.00', '-40.00', '0']),
        line('netSales', ['100.00', '900.00', '0']),
      ]),
      '2024-02',
    );
    expect(actions).toEqual([
      {
        kind: 'fee-jump',
        rank: 500000n,
        line: 'fbaStorageFees',
        period: '2024-02',
        previous: '-100.00',
        amount: '-150.00',
      },
    ]);
  });

  it('ranks by kind, then by size', () => {
    const settlements = unreconciledSettlements([
      { settlementId: 'a', difference: '0.00', reconciliation: 'reconciled' },
      { settlementId: 'b', difference: '-0.10', reconciliation: 'unreconciled' },
    ] as Parameters<typeof unreconciledSettlements>[0]);
    const actions: TAction[] = [
      ...settlements,
      { kind: 'sku-without-cost', rank: 3n, sku: 'S', unitsSold: 3 },
      { kind: 'negative-cm3', rank: 10n, sku: 'small', marketplaceId: 'M', period: '2024-02', amount: '-0.001' },
      { kind: 'negative-cm3', rank: 90n, sku: 'big', marketplaceId: 'M', period: '2024-02', amount: '-0.009' },
    ];
    expect(rankActions(actions).map((action) => action.kind + ('sku' in action ? `:${action.sku}` : ''))).toEqual([
      'unreconciled-settlement',
      'negative-cm3:big',
      'negative-cm3:small',
      'sku-without-cost:S',
    ]);
  });
});
