import { getWeeklyChangesRoute } from './get-weekly-changes.route.ts';
import { getWeeklyMetricRoute } from './get-weekly-metric.route.ts';

export const weeklyInsightsRoutes = [getWeeklyMetricRoute, getWeeklyChangesRoute] as const;
