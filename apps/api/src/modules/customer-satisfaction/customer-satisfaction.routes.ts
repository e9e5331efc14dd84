import { getCustomerSatisfactionTrendRoute } from './get-customer-satisfaction-trend.route.ts';

export const customerSatisfactionRoutes = [getCustomerSatisfactionTrendRoute] as const;
