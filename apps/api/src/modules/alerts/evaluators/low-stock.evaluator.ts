// Days of cover of each SKU × marketplace as the Inventory page computes them (the stock
// recommendations service, docs/inventory.md): stock that is sellable or on its way over the
// sales velocity. SKUs without sales in the window have no cover to run out of and are left out.
import { computeSellerStockRecommendations } from '../../inventory/stock-recommendations.service.ts';
import { below, type AlertEvaluator } from '../alert-evaluator.ts';
import { inventoryAvailability } from './alert-availability.ts';
import { loadSellerSubjects, skuSubject } from './alert-subjects.ts';

export const lowStockEvaluator: AlertEvaluator = {
  type: 'low-stock',
  breaches: below,
  availability: inventoryAvailability,
  async evaluate({ db, sellerId, now }) {
    const recommendations = await computeSellerStockRecommendations(db, sellerId, { now, aggregation: 'sku' });
    const subjects = await loadSellerSubjects(db, sellerId);
    const { asOf } = recommendations;
    return recommendations.rows.flatMap((row) => {
      if (row.daysOfCover === null || row.sku === null || row.marketplaceId === null) return [];
      const subject = skuSubject(subjects, row.marketplaceId, row.sku, { asin: row.asin });
      const { stock, velocity, leadTime } = row;
      const available =
        stock.fulfillable + stock.reserved + stock.inboundWorking + stock.inboundShipped + stock.inboundReceiving;
      const reorder =
        row.reorderDate === null ? '' : row.reorderDate <= asOf ? ' Reorder now.' : ` Reorder by ${row.reorderDate}.`;
      return [
        {
          ...subject,
          value: row.daysOfCover,
          title: `Low stock: ${subject.subject}`,
          message:
            `${subject.subject} has ${row.daysOfCover} days of cover (${available} units sellable or inbound on ` +
            `${stock.day}, selling ${velocity.unitsPerDay} a day): it runs out around ${row.stockOutDate}. ` +
            `Lead time is ${leadTime.totalDays} days plus ${leadTime.safetyStockDays} days of safety stock.${reorder}`,
          figures: {
            asOf,
            stockDay: stock.day,
            availableUnits: available,
            unitsPerDay: velocity.unitsPerDay,
            windowDays: velocity.windowDays,
            daysOfCover: row.daysOfCover,
            stockOutDate: row.stockOutDate,
            reorderDate: row.reorderDate,
            reorderQuantity: row.reorderQuantity,
            leadTimeDays: leadTime.totalDays,
            safetyStockDays: leadTime.safetyStockDays,
            status: row.status,
          },
        },
      ];
    });
  },
};
