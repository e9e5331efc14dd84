// The portfolio's rows as the contract shapes them: connections reduced to
// provider and state (never an account id or token), dates as ISO text.
import { SERVICE_PROVIDERS, type TPortfolio, type TPortfolioSeller, type TServiceProvider } from '@brandlens/contracts';
import { sumMonthFigures, type SellerFigures } from './portfolio-figures.ts';
import type { PortfolioConnectionRow, PortfolioSellerRow } from './portfolio.queries.ts';

type TConnection = TPortfolioSeller['connection'];
type TProviderState = TConnection['providers'][number]['state'];

/** The same order of precedence as the seller's service-provider-options: the most pressing state wins. */
function providerStateOf(row: PortfolioConnectionRow): TProviderState {
  if (row.status === 'inactive') return 'error';
  if (row.isReauthorizationRequired) return 'reauthorization-required';
  if (row.hasError) return 'error';
  return 'connected';
}

const isKnownProvider = (provider: string): provider is TServiceProvider =>
  (SERVICE_PROVIDERS as readonly string[]).includes(provider);

export function shapeConnection(rows: readonly PortfolioConnectionRow[]): TConnection {
  const providers = rows
    .filter((row): row is PortfolioConnectionRow & { provider: TServiceProvider } => isKnownProvider(row.provider))
    .sort((a, b) => SERVICE_PROVIDERS.indexOf(a.provider) - SERVICE_PROVIDERS.indexOf(b.provider))
    .map((row) => ({ provider: row.provider, state: providerStateOf(row) }));
  if (providers.length === 0) return { state: 'not-connected', providers };
  return { state: providers.every((p) => p.state === 'connected') ? 'connected' : 'error', providers };
}

export function shapeSeller(
  row: PortfolioSellerRow,
  figures: SellerFigures,
  skusWithoutCost: number,
): TPortfolioSeller {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    connection: shapeConnection(row.connections),
    lastLedgerDay: row.lastLedgerDay,
    lastImportFinishedAt: row.lastImportFinishedAt?.toISOString() ?? null,
    month: figures.month,
    previousMonth: figures.previousMonth,
    figuresUnavailable: figures.missingRate === null ? null : { code: 'FX_RATE_MISSING', message: figures.missingRate },
    openActions: {
      count: row.unreconciledSettlements + skusWithoutCost,
      unreconciledSettlements: row.unreconciledSettlements,
      skusWithoutCost,
    },
  };
}

export function shapeTotals(figures: readonly SellerFigures[]): TPortfolio['totals'] {
  return {
    month: sumMonthFigures(figures.map((seller) => seller.month)),
    previousMonth: sumMonthFigures(figures.map((seller) => seller.previousMonth)),
    sellersWithFigures: {
      month: figures.filter((seller) => seller.month !== null).length,
      previousMonth: figures.filter((seller) => seller.previousMonth !== null).length,
    },
    sellersWithoutRates: figures.filter((seller) => seller.missingRate !== null).length,
  };
}
