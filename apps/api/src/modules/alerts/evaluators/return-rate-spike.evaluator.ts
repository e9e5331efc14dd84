// A SKU's return rate (units refunded / units sold, both by posted day) over the last 30 days
// against its rate over the 90 days before, in percentage points. Refunds post days to weeks
// after the sale, so both windows count what was posted in them, like the statement does.
import { above, type AlertEvaluator } from '../alert-evaluator.ts';
import { settlementsAvailability } from './alert-availability.ts';
import { percentOf, wholeOf } from './alert-figures.ts';
import { loadSellerSubjects, skuSubject } from './alert-subjects.ts';
import { daysEnding, describeWindow } from './alert-windows.ts';
import { findReturnSums } from './ledger-alert-data.queries.ts';
import { UNITS_RETURNED_LINE, UNITS_SOLD_LINE } from './pnl-line-groups.ts';

export const RETURN_RATE_RECENT_DAYS = 30;
export const RETURN_RATE_PRIOR_DAYS = 90;
/** Units a SKU must have sold in each window: with fewer, one return swings the rate by points. */
export const RETURN_RATE_MIN_UNITS = 10;

const signed = (value: string) => (value.startsWith('-') ? value : `+${value}`);

export const returnRateSpikeEvaluator: AlertEvaluator = {
  type: 'return-rate-spike',
  breaches: above,
  availability: settlementsAvailability,
  async evaluate({ db, sellerId, now }) {
    const recent = daysEnding(now, RETURN_RATE_RECENT_DAYS);
    const prior = daysEnding(now, RETURN_RATE_PRIOR_DAYS, RETURN_RATE_RECENT_DAYS);
    const sums = await findReturnSums(
      db,
      sellerId,
      { recent, prior, minUnits: RETURN_RATE_MIN_UNITS },
      { unitsSold: UNITS_SOLD_LINE, unitsReturned: UNITS_RETURNED_LINE },
    );
    const subjects = await loadSellerSubjects(db, sellerId);
    return sums.flatMap((row) => {
      const recentRate = percentOf(wholeOf(row.recentReturned), wholeOf(row.recentSold));
      const priorRate = percentOf(wholeOf(row.priorReturned), wholeOf(row.priorSold));
      // recentReturned / recentSold − priorReturned / priorSold, on one common denominator.
      const spike = percentOf(
        wholeOf(row.recentReturned * row.priorSold - row.priorReturned * row.recentSold),
        wholeOf(row.recentSold * row.priorSold),
      );
      if (recentRate === null || priorRate === null || spike === null) return [];
      const subject = skuSubject(subjects, row.marketplaceId, row.sku);
      return [
        {
          ...subject,
          value: Number(spike),
          title: `Return rate spike: ${subject.subject}`,
          message:
            `${subject.subject} had ${recentRate} % of its units returned from ${describeWindow(recent)} ` +
            `(${row.recentReturned} of ${row.recentSold}) against ${priorRate} % from ${describeWindow(prior)} ` +
            `(${row.priorReturned} of ${row.priorSold}): ${signed(spike)} percentage points.`,
          figures: {
            from: recent.from,
            to: recent.to,
            unitsSold: row.recentSold,
            unitsReturned: row.recentReturned,
            returnRatePercent: recentRate,
            priorFrom: prior.from,
            priorTo: prior.to,
            priorUnitsSold: row.priorSold,
            priorUnitsReturned: row.priorReturned,
            priorReturnRatePercent: priorRate,
            risePoints: spike,
          },
        },
      ];
    });
  },
};
