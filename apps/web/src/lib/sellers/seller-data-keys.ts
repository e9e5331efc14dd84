// Query keys of seller data that more than one feature reads or refreshes: a finished import
// changes the settlements and the share of sold units with a known cost, so the imports feature
// invalidates keys the settlements and cost-of-goods features own. They live here because
// features do not import each other.
import type { QueryClient } from '@tanstack/react-query';

export const sellerDataKeys = {
  all: (sellerId: string) => ['seller-data', sellerId] as const,
  imports: (sellerId: string) => ['seller-data', sellerId, 'imports'] as const,
  importById: (sellerId: string, importId: string) => ['seller-data', sellerId, 'imports', importId] as const,
  settlements: (sellerId: string) => ['seller-data', sellerId, 'settlements'] as const,
  costOfGoods: (sellerId: string) => ['seller-data', sellerId, 'cost-of-goods'] as const,
  cogsStatus: (sellerId: string) => ['seller-data', sellerId, 'cogs-status'] as const,
  /** Every profit-and-loss read; the screens append their full parameter object. */
  profitLoss: (sellerId: string) => ['seller-data', sellerId, 'profit-loss'] as const,
  marketplaces: (sellerId: string) => ['seller-data', sellerId, 'marketplaces'] as const,
  /** Every brand valuation read (scores, brands, configurations, signals); the screens append their parameters. */
  brandValuation: (sellerId: string) => ['seller-data', sellerId, 'brand-valuation'] as const,
  /** How far the figures reach (settled to a day, estimated to a time): it moves with every import or sync. */
  dataFreshness: (sellerId: string) => ['seller-data', sellerId, 'data-freshness'] as const,
  /** Every inventory read (stock recommendations, planning, history); the screens append their parameters. */
  inventory: (sellerId: string) => ['seller-data', sellerId, 'inventory'] as const,
};

/**
 * The reports computed from the ledger and the costs: the profit and loss reads and the brand
 * scores (not the open-to-offers signals), and the freshness line shown with them. A finished
 * import, a sync or a cost upload changes them, and the stock recommendations too (an FBA
 * inventory report or a sync brings stock; a landed cost changes the capital of a reorder).
 */
export function invalidateSellerFigures(queryClient: QueryClient, sellerId: string): void {
  void queryClient.invalidateQueries({ queryKey: sellerDataKeys.profitLoss(sellerId) });
  void queryClient.invalidateQueries({ queryKey: sellerDataKeys.dataFreshness(sellerId) });
  void queryClient.invalidateQueries({ queryKey: [...sellerDataKeys.brandValuation(sellerId), 'scores'] });
  void queryClient.invalidateQueries({ queryKey: sellerDataKeys.inventory(sellerId) });
}
