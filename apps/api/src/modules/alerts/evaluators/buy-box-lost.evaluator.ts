// The share of a child ASIN's sessions on which the seller held the Buy Box (the featured offer)
// over the last 7 days, from the Sales and Traffic report: each day's percentage weighted by
// that day's sessions, so a quiet day with no Buy Box weighs less than a busy one.
import { below, type AlertEvaluator } from '../alert-evaluator.ts';
import { availableWhen } from './alert-availability.ts';
import { asinSubject, loadSellerSubjects } from './alert-subjects.ts';
import { daysEnding, describeWindow } from './alert-windows.ts';
import { findBuyBoxShares, hasSalesTraffic } from './seller-central-alert-data.queries.ts';

export const BUY_BOX_WINDOW_DAYS = 7;

export const NO_TRAFFIC_REASON =
  'Connect Amazon Seller Central: the Buy Box share comes from its Sales and Traffic report';

export const buyBoxLostEvaluator: AlertEvaluator = {
  type: 'buy-box-lost',
  breaches: below,
  async availability({ db, sellerId }) {
    return availableWhen(await hasSalesTraffic(db, sellerId), NO_TRAFFIC_REASON);
  },
  async evaluate({ db, sellerId, now }) {
    const window = daysEnding(now, BUY_BOX_WINDOW_DAYS);
    const shares = await findBuyBoxShares(db, sellerId, window);
    const subjects = await loadSellerSubjects(db, sellerId);
    return shares.map((row) => {
      const subject = asinSubject(subjects, row.marketplaceId, row.asin, {
        parentAsin: row.parentAsin,
        skus: row.skus,
      });
      return {
        ...subject,
        value: Number(row.buyBoxPercent),
        title: `Buy Box lost: ${subject.subject}`,
        message:
          `${subject.subject} held the Buy Box on ${row.buyBoxPercent} % of its ${row.sessions} sessions ` +
          `from ${describeWindow(window)}.`,
        figures: {
          from: window.from,
          to: window.to,
          sessions: row.sessions,
          buyBoxPercent: row.buyBoxPercent,
          skus: row.skus.join(', ') || null,
        },
      };
    });
  },
};
