// GET /api/v2/sellers/portfolio: every seller of the caller's organization with its latest data,
// last two complete months in one currency and open actions, sorted and paginated.
import { getPortfolioContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getPortfolio } from './portfolio.service.ts';

export const getPortfolioRoute = defineRoute({
  contract: getPortfolioContract,
  access: 'user',
  async handler({ query, auth, deps }) {
    return { status: 200 as const, body: await getPortfolio(deps.db, auth, query) };
  },
});
