import { z } from 'zod';

export const PLANS = ['DEFAULT', 'PAID', 'ENTERPRISE'] as const;
export const ZPlan = z.enum(PLANS);
export type TPlan = z.infer<typeof ZPlan>;

/** SPEC §4: free means no organization or plan DEFAULT. */
export function isFreePlan(plan: TPlan | null | undefined): boolean {
  return plan === null || plan === undefined || plan === 'DEFAULT';
}

export const USER_ROLES = ['USER', 'OPERATIONS'] as const;
export const ZUserRole = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRole>;
