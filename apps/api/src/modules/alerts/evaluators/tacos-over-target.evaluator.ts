// TACoS of the last complete month: advertising charged in the settlements (Cost of Advertising)
// over net sales, seller-wide. Measured per settlement currency rather than converted into one:
// each currency is a marketplace group that Amazon bills its ads in, and no rate is needed.
import { above, type AlertEvaluator } from '../alert-evaluator.ts';
import { availableWhen } from './alert-availability.ts';
import { decimalOf, isPositive, moneyText, negated, percentOf } from './alert-figures.ts';
import { lastCompleteMonth } from './alert-windows.ts';
import { findAdSpendAndNetSales, hasLedgerLine } from './ledger-alert-data.queries.ts';
import { AD_EXPENSE_LINES, NET_SALES_LINES } from './pnl-line-groups.ts';

export const NO_AD_EXPENSES_REASON =
  'No advertising cost in the settlements yet: TACoS is measured from the Cost of Advertising Amazon charges in them';

export const tacosOverTargetEvaluator: AlertEvaluator = {
  type: 'tacos-over-target',
  breaches: above,
  async availability({ db, sellerId }) {
    return availableWhen(await hasLedgerLine(db, sellerId, AD_EXPENSE_LINES), NO_AD_EXPENSES_REASON);
  },
  async evaluate({ db, sellerId, now }) {
    const month = lastCompleteMonth(now);
    const sums = await findAdSpendAndNetSales(db, sellerId, month, {
      ads: AD_EXPENSE_LINES,
      netSales: NET_SALES_LINES,
    });
    return sums.flatMap((row) => {
      const netSales = decimalOf(row.netSales);
      const adExpenses = negated(decimalOf(row.adExpenses));
      if (!isPositive(netSales)) return [];
      const tacos = percentOf(adExpenses, netSales);
      if (tacos === null) return [];
      const spend = moneyText(adExpenses, row.currency);
      const sales = moneyText(netSales, row.currency);
      return [
        {
          subjectKind: 'seller' as const,
          subjectKey: row.currency,
          subject: `Sales in ${row.currency}`,
          value: Number(tacos),
          title: `TACoS over target (${row.currency})`,
          message:
            `Advertising cost ${spend} ${row.currency} on net sales of ${sales} ${row.currency} in ${month.firstMonth}: ` +
            `a TACoS of ${tacos} %.`,
          figures: {
            month: month.firstMonth,
            currency: row.currency,
            adExpenses: spend,
            netSales: sales,
            tacosPercent: tacos,
          },
        },
      ];
    });
  },
};
