// A SKU's CM3 margin in the last complete month: the per-product statement of the profit-loss
// module (loadGroups, computeStatement: the figures asin-profit-loss shows for one marketplace),
// read per marketplace in the currency most of its money is in, so no figure needs a rate
// unless a landed cost is in another currency.
import { computeStatement } from '@brandlens/reporting-core';
import { loadGroups } from '../../profit-loss/profit-loss.service.ts';
import { below, type AlertCandidate, type AlertEvaluator } from '../alert-evaluator.ts';
import { settlementsAvailability } from './alert-availability.ts';
import { decimalOf, isPositive, percentOf } from './alert-figures.ts';
import { loadSellerSubjects, skuSubject } from './alert-subjects.ts';
import { lastCompleteMonth } from './alert-windows.ts';
import { findMarketplaceCurrencies } from './ledger-alert-data.queries.ts';

export const negativeCm3Evaluator: AlertEvaluator = {
  type: 'negative-cm3',
  breaches: below,
  availability: settlementsAvailability,
  async evaluate({ db, sellerId, now }) {
    const month = lastCompleteMonth(now);
    const currencies = await findMarketplaceCurrencies(db, sellerId, month);
    const subjects = await loadSellerSubjects(db, sellerId);
    const candidates: AlertCandidate[] = [];
    // One marketplace at a time: each is a bounded read of its SKUs' daily sums for the month. A
    // missing rate fails the evaluation (422 from loadGroups) rather than leaving SKUs out, which
    // would clear their alerts.
    for (const { marketplaceId, currency } of currencies) {
      const filters = {
        basis: 'posted' as const,
        currency,
        view: 'MONTHLY' as const,
        period: { from: month.from, to: month.to },
        brand: undefined,
        marketplaceId,
      };
      // Rows without a SKU (storage, ads, subscription) belong to no product, as on the per-product P&L.
      const groups = await loadGroups(db, sellerId, filters, (row) => (row.sku === '' ? [] : [row.sku]), true);
      for (const [sku, group] of groups) {
        const statement = computeStatement(group.inputs, currency);
        const netSales = decimalOf(statement.netSales.amount);
        if (!isPositive(netSales)) continue;
        const cm3 = statement.contributionMargin3;
        const margin = percentOf(decimalOf(cm3.amount), netSales);
        if (margin === null) continue;
        const subject = skuSubject(subjects, marketplaceId, sku);
        const hasMissingCost = group.inputs.cogs.hasMissingCost;
        candidates.push({
          ...subject,
          value: Number(margin),
          title: `Low CM3 margin: ${subject.subject}`,
          message:
            `CM3 of ${subject.subject} in ${month.firstMonth} was ${cm3.amount} ${currency} on net sales of ` +
            `${statement.netSales.amount} ${currency}: a margin of ${margin} %.` +
            (hasMissingCost ? ' Some units have no landed cost and count at 0, so the margin is overstated.' : ''),
          figures: {
            month: month.firstMonth,
            currency,
            netSales: statement.netSales.amount,
            unitsSold: Number(statement.unitsSold.amount),
            productCosts: statement.productCosts.amount,
            totalMarketplaceFees: statement.totalMarketplaceFees.amount,
            totalAdExpenses: statement.totalAdExpenses.amount,
            contributionMargin3: cm3.amount,
            marginPercent: margin,
            isEstimated: cm3.status === 'estimated',
            hasMissingCost,
          },
        });
      }
    }
    return candidates;
  },
};
