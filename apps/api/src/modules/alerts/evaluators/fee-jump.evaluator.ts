// Amazon's fees per unit of a SKU (FBA fulfilment and selling fees, lines 14 and 20 of the
// statement) in the last complete month against their average per unit over the three months
// before, both in the SKU's currency: a re-measured size tier or a new fee shows as a jump.
import { above, type AlertEvaluator } from '../alert-evaluator.ts';
import { settlementsAvailability } from './alert-availability.ts';
import {
  decimalOf,
  isPositive,
  minus,
  moneyText,
  negated,
  percentOf,
  perUnitText,
  times,
  wholeOf,
} from './alert-figures.ts';
import { loadSellerSubjects, skuSubject } from './alert-subjects.ts';
import { describeWindow, lastCompleteMonth, monthsBefore } from './alert-windows.ts';
import { findFeeSums } from './ledger-alert-data.queries.ts';
import { AMAZON_FEE_LINES, UNITS_SOLD_LINE } from './pnl-line-groups.ts';

/** Units a SKU must have sold in the month and in the three months before: fewer make a noisy average. */
export const FEE_JUMP_MIN_UNITS = 5;
export const FEE_JUMP_PRIOR_MONTHS = 3;

const signed = (value: string) => (value.startsWith('-') ? value : `+${value}`);

export const feeJumpEvaluator: AlertEvaluator = {
  type: 'fee-jump',
  breaches: above,
  availability: settlementsAvailability,
  async evaluate({ db, sellerId, now }) {
    const recent = lastCompleteMonth(now);
    const prior = monthsBefore(recent, FEE_JUMP_PRIOR_MONTHS);
    const sums = await findFeeSums(
      db,
      sellerId,
      { recent, prior, minUnits: FEE_JUMP_MIN_UNITS },
      { fees: AMAZON_FEE_LINES, unitsSold: UNITS_SOLD_LINE },
    );
    const subjects = await loadSellerSubjects(db, sellerId);
    return sums.flatMap((row) => {
      // Fees are money out (negative); as costs they read positive.
      const recentFees = negated(decimalOf(row.recentFees));
      const priorFees = negated(decimalOf(row.priorFees));
      if (!isPositive(priorFees)) return [];
      // (recent / recentUnits) / (prior / priorUnits) − 1, on exact products.
      const base = times(priorFees, wholeOf(row.recentUnits));
      const rise = percentOf(minus(times(recentFees, wholeOf(row.priorUnits)), base), base);
      if (rise === null) return [];
      const subject = skuSubject(subjects, row.marketplaceId, row.sku);
      const recentPerUnit = perUnitText(recentFees, row.recentUnits, row.currency);
      const priorPerUnit = perUnitText(priorFees, row.priorUnits, row.currency);
      return [
        {
          ...subject,
          value: Number(rise),
          title: `Fee jump: ${subject.subject}`,
          message:
            `Amazon fees per unit of ${subject.subject} were ${recentPerUnit} ${row.currency} in ${describeWindow(recent)} ` +
            `(${row.recentUnits} units) against ${priorPerUnit} ${row.currency} on average in ${describeWindow(prior)} ` +
            `(${row.priorUnits} units): ${signed(rise)} %.`,
          figures: {
            month: recent.firstMonth,
            priorFrom: prior.firstMonth,
            priorTo: prior.lastMonth,
            currency: row.currency,
            fees: moneyText(recentFees, row.currency),
            unitsSold: row.recentUnits,
            feesPerUnit: recentPerUnit,
            priorFees: moneyText(priorFees, row.currency),
            priorUnitsSold: row.priorUnits,
            priorFeesPerUnit: priorPerUnit,
            risePercent: rise,
          },
        },
      ];
    });
  },
};
