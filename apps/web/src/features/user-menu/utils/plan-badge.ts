import { isFreePlan, type TPlan } from '@brandlens/contracts';

/** SPEC §2: the plan badge reads FREE for the default plan, otherwise the plan's name. */
export const getPlanBadgeLabel = (plan: TPlan | null | undefined): string =>
  isFreePlan(plan) || !plan ? 'FREE' : plan;

export const getInitials = (firstName: string, lastName: string, email: string): string => {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (initials || email.charAt(0)).toUpperCase();
};
