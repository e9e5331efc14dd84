// The Shopify revenue indicator of one owner (the whole seller or a brand): its
// Shopify net sales of the trailing 12 months against the 12 months before.
// Pure; docs/brand-valuation.md has the definition.
import type { TIndicatorResult } from '@brandlens/contracts';
import { addDecimalStrings } from '@brandlens/reporting-core';
import { isPositive, ratio } from './exact-ratio.ts';
import { indicatorResult, span, type Measure } from './indicator-result.ts';
import type { ValuationWindows } from './valuation-windows.ts';

export interface ShopifyTotals {
  /** Net sales in the target currency, trailing 12 months and the 12 months before. */
  current: string;
  previous: string;
  hasCurrentRows: boolean;
  hasPreviousRows: boolean;
}

export function shopifyIndicator(totals: ShopifyTotals, windows: ValuationWindows): TIndicatorResult {
  const both = { from: windows.previous12Months.from, to: windows.trailing12Months.to };
  const measure: Measure = {
    indicator: 'shopifyRevenueYoY',
    basis: 'trailing12Months',
    window: both,
    source: 'shopify',
  };
  if (!totals.hasCurrentRows && !totals.hasPreviousRows) {
    return indicatorResult(measure, { noData: 'No Shopify revenue data' });
  }
  if (!isPositive(totals.previous)) {
    return indicatorResult(measure, {
      noData: `No Shopify revenue from ${span(windows.previous12Months)} to compare with`,
    });
  }
  const growth = ratio(addDecimalStrings(totals.current, `-${totals.previous}`), totals.previous) as string;
  return indicatorResult(measure, { value: growth });
}
