import type { TPlan } from '@brandlens/contracts';
import { Badge } from '@mantine/core';

// The admin area names the DEFAULT plan 'Free', as the product calls it to its users.
export const PLAN_LABELS: Record<TPlan, string> = { DEFAULT: 'Free', PAID: 'Paid', ENTERPRISE: 'Enterprise' };

const PLAN_COLORS: Record<TPlan, string> = { DEFAULT: 'gray', PAID: 'teal', ENTERPRISE: 'violet' };

export const PLAN_OPTIONS: readonly { value: TPlan; label: string }[] = (
  ['DEFAULT', 'PAID', 'ENTERPRISE'] as const
).map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }));

/** An organization's plan, coloured by tier. */
export function PlanBadge({ plan }: { plan: TPlan }) {
  return (
    <Badge color={PLAN_COLORS[plan]} variant="light" aria-label={`Plan: ${PLAN_LABELS[plan]}`}>
      {PLAN_LABELS[plan]}
    </Badge>
  );
}
