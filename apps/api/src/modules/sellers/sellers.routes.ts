import { addSellerToOrganizationRoute } from './add-seller-to-organization.route.ts';
import { getPortfolioRoute } from './get-portfolio.route.ts';
import { getSellerRoute } from './get-seller.route.ts';
import { listSellersRoute } from './list-sellers.route.ts';

// The static /v2/sellers/portfolio is matched before /v2/sellers/:sellerId whatever the order
// (the router prefers static segments); it comes first so the list reads that way too.
export const sellersRoutes = [
  listSellersRoute,
  getPortfolioRoute,
  getSellerRoute,
  addSellerToOrganizationRoute,
] as const;
