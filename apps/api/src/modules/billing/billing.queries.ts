import { eq, organizations, sql, type Database } from '@brandlens/db';

const billingColumns = {
  id: organizations.id,
  plan: organizations.plan,
  stripeSubscriptionId: organizations.stripeSubscriptionId,
  stripeCustomerId: organizations.stripeCustomerId,
  stripeSubscriptionStatus: organizations.stripeSubscriptionStatus,
  stripeEventAt: organizations.stripeEventAt,
};

export type OrganizationBilling = NonNullable<Awaited<ReturnType<typeof findOrganizationBilling>>>;

export async function findOrganizationBilling(db: Database, organizationId: string) {
  const [row] = await db.select(billingColumns).from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

/** The organization a subscription or customer belongs to, when the event does not name it. */
export async function findOrganizationByStripeIds(
  db: Database,
  ids: { subscriptionId: string | undefined; customerId: string | undefined },
) {
  if (ids.subscriptionId) {
    const [row] = await db
      .select(billingColumns)
      .from(organizations)
      .where(eq(organizations.stripeSubscriptionId, ids.subscriptionId));
    if (row) return row;
  }
  if (!ids.customerId) return undefined;
  const [row] = await db
    .select(billingColumns)
    .from(organizations)
    .where(eq(organizations.stripeCustomerId, ids.customerId));
  return row;
}

export interface BillingUpdate {
  plan: 'DEFAULT' | 'PAID' | 'ENTERPRISE';
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionStatus: string | null;
  eventAt: Date;
}

/**
 * Applies what an event says, unless a newer event was applied already
 * (Stripe does not promise order). Returns whether it changed anything.
 */
export async function updateOrganizationBilling(
  db: Database,
  organizationId: string,
  update: BillingUpdate,
): Promise<boolean> {
  const rows = await db
    .update(organizations)
    .set({
      plan: update.plan,
      stripeSubscriptionId: update.stripeSubscriptionId,
      stripeCustomerId: update.stripeCustomerId,
      stripeSubscriptionStatus: update.stripeSubscriptionStatus,
      stripeEventAt: update.eventAt,
    })
    .where(
      sql`${organizations.id} = ${organizationId} and (${organizations.stripeEventAt} is null or ${organizations.stripeEventAt} <= ${update.eventAt.toISOString()})`,
    )
    .returning({ id: organizations.id });
  return rows.length > 0;
}
