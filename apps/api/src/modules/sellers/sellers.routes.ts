import { addSellerToOrganizationRoute } from './add-seller-to-organization.route.ts';
import { getSellerRoute } from './get-seller.route.ts';
import { listSellersRoute } from './list-sellers.route.ts';

export const sellersRoutes = [listSellersRoute, getSellerRoute, addSellerToOrganizationRoute] as const;
