import { getAdminProfileRoute } from './get-admin-profile.route.ts';

export const adminRoutes = [getAdminProfileRoute] as const;
