// The ledger indicators of one owner (the whole seller or a brand): EBITDA
// yearly and monthly, profit margin, return rate and TACoS from its ledger
// figures, and product complexity from its products sold. Pure;
// docs/brand-valuation.md has every definition.
import type { TIndicatorResult } from '@brandlens/contracts';
import type { ResolvedPeriod } from '@brandlens/reporting-core';
import type { LedgerFigures, OwnerLedger } from './brand-ledger-figures.ts';
import { isPositive, ratio } from './exact-ratio.ts';
import { indicatorResult, isEstimated, span, type Outcome } from './indicator-result.ts';
import type { ValuationWindows } from './valuation-windows.ts';

/** A ledger ratio over net sales: no data without ledger rows or without positive net sales. */
function overNetSales(figures: LedgerFigures, window: ResolvedPeriod, numerator: string): Outcome {
  if (!figures.hasRows) return { noData: `No settlement data from ${span(window)}` };
  if (!isPositive(figures.netSales.amount)) return { noData: `No net sales from ${span(window)}` };
  return { value: ratio(numerator, figures.netSales.amount) as string };
}

export function ledgerIndicators(ledger: OwnerLedger, windows: ValuationWindows): TIndicatorResult[] {
  const yearly = ledger.figures.trailing12Months;
  const monthly = ledger.figures.lastMonth;
  const last30 = ledger.figures.last30Days;
  const t12 = windows.trailing12Months;
  const soldOutcome: Outcome =
    yearly.unitsSold > 0
      ? { value: ratio(String(yearly.unitsRefunded), String(yearly.unitsSold)) as string }
      : { noData: `No units sold from ${span(t12)}` };
  return [
    indicatorResult(
      { indicator: 'productComplexity', basis: 'trailing12Months', window: t12, source: 'products' },
      ledger.productsSold > 0 ? { value: String(ledger.productsSold) } : { noData: `No units sold from ${span(t12)}` },
    ),
    indicatorResult(
      {
        indicator: 'ebitdaYearly',
        basis: 'trailing12Months',
        window: t12,
        source: 'ledger',
        estimated: isEstimated(yearly.ebitda, yearly.netSales),
      },
      overNetSales(yearly, t12, yearly.ebitda.amount),
    ),
    indicatorResult(
      {
        indicator: 'ebitdaMonthly',
        basis: 'lastMonth',
        window: windows.lastMonth,
        source: 'ledger',
        estimated: isEstimated(monthly.ebitda, monthly.netSales),
      },
      overNetSales(monthly, windows.lastMonth, monthly.ebitda.amount),
    ),
    indicatorResult(
      {
        indicator: 'profitMargin',
        basis: 'trailing12Months',
        window: t12,
        source: 'ledger',
        estimated: isEstimated(yearly.contributionMargin3, yearly.netSales),
      },
      overNetSales(yearly, t12, yearly.contributionMargin3.amount),
    ),
    indicatorResult(
      { indicator: 'returnRate', basis: 'trailing12Months', window: t12, source: 'ledger', estimated: false },
      soldOutcome,
    ),
    indicatorResult(
      {
        indicator: 'tacos',
        basis: 'last30Days',
        window: windows.last30Days,
        source: 'ledger',
        estimated: isEstimated(last30.adExpenses, last30.netSales),
      },
      overNetSales(last30, windows.last30Days, last30.adExpenses.amount),
    ),
  ];
}
