// Stock of a SKU that cannot be sold: FBA's unfulfillable units (damaged, defective, expired)
// and the units Amazon is researching (misplaced or lost in the warehouse). The latest figures
// are those the Inventory page shows (the stock recommendations service: each SKU's own latest
// figures, up to 30 days older than the seller's latest stock day).
import { computeSellerStockRecommendations } from '../../inventory/stock-recommendations.service.ts';
import { above, type AlertEvaluator } from '../alert-evaluator.ts';
import { inventoryAvailability } from './alert-availability.ts';
import { loadSellerSubjects, skuSubject } from './alert-subjects.ts';

export const strandedStockEvaluator: AlertEvaluator = {
  type: 'stranded-stock',
  breaches: above,
  availability: inventoryAvailability,
  async evaluate({ db, sellerId, now }) {
    const recommendations = await computeSellerStockRecommendations(db, sellerId, { now, aggregation: 'sku' });
    const subjects = await loadSellerSubjects(db, sellerId);
    return recommendations.rows.flatMap((row) => {
      if (row.sku === null || row.marketplaceId === null) return [];
      const subject = skuSubject(subjects, row.marketplaceId, row.sku, { asin: row.asin });
      const { day, unsellable, researching } = row.stock;
      const units = unsellable + researching;
      return [
        {
          ...subject,
          value: units,
          title: `Unsellable stock: ${subject.subject}`,
          message:
            `${subject.subject} has ${units} units that cannot be sold (${unsellable} unsellable, ` +
            `${researching} being researched by Amazon) in the stock figures of ${day}.`,
          figures: { stockDay: day, unsellable, researching, units },
        },
      ];
    });
  },
};
