// The funding estimate of the whole seller or one brand: trailing 12-month EBITDA and the overall
// brand score, through reporting-core's fundingEstimate (docs/brand-valuation.md).
import type { TFundingEstimate, TFundingEstimateQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { FUNDING_ESTIMATE_METHOD, fundingEstimate } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { brandScore, currencyOf, ownerOf, refOf } from './brand-answers.ts';
import { selectBrand } from './brand-context.service.ts';
import type { OwnerLedger } from './brand-ledger-figures.ts';
import { openBrandRead } from './brand-scores.service.ts';

export async function getFundingEstimate(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TFundingEstimateQuery,
  today = todayUtc(),
): Promise<TFundingEstimate> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const currency = currencyOf(query, auth);
  const read = await openBrandRead(db, seller.id, currency, today);
  const selection = selectBrand(read.context, query.brandName);
  const scores = await read.scores();
  const overallScore = brandScore(scores, selection).overallScore;
  const yearly = (scores.ledgers.get(ownerOf(selection)) as OwnerLedger).figures.trailing12Months;
  const trailingEbitda = yearly.ebitda.amount;
  const base = {
    sellerId: seller.id,
    brand: refOf(selection),
    currency,
    from: scores.windows.trailing12Months.from,
    to: scores.windows.trailing12Months.to,
    method: FUNDING_ESTIMATE_METHOD,
  };
  const estimate = fundingEstimate({ trailingEbitda, overallScore, currency });
  if ('unavailable' in estimate) {
    return {
      ...base,
      available: false,
      trailingEbitda: yearly.hasRows ? trailingEbitda : null,
      overallScore,
      unavailable: yearly.hasRows
        ? estimate.unavailable
        : `No settlement data from ${base.from} to ${base.to}: the estimate needs the trailing 12-month EBITDA.`,
    };
  }
  return {
    ...base,
    available: true,
    trailingEbitda,
    overallScore: overallScore as number,
    ...estimate,
    estimated: yearly.ebitda.status === 'estimated',
  };
}
