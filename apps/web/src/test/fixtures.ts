import type { TSession, TSessionUser } from '@brandlens/contracts';

export const testUser: TSessionUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@acme.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  activated: true,
  acceptedAutopilotTnC: true,
  defaultCurrencyCode: 'EUR',
};

export function createSession(
  overrides: Partial<Omit<TSession, 'user' | 'organization'>> & {
    user?: Partial<TSessionUser>;
    organization?: Partial<TSession['organization']>;
  } = {},
): TSession {
  const { user, organization, ...rest } = overrides;
  return {
    user: { ...testUser, ...user },
    organization: {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Acme Outdoor',
      slug: 'acme-outdoor',
      plan: 'DEFAULT',
      stripeSubscriptionId: null,
      ...organization,
    },
    isAdminSession: false,
    userRole: 'USER',
    ...rest,
  };
}

export const healthBody = {
  status: 'ok',
  version: '0.1.0',
  database: { status: 'up' },
  jobs: { lastWorkerBeatAt: null },
};

export const testSeller = {
  id: '33333333-3333-4333-8333-333333333333',
  slug: 'acme',
  name: 'Acme Outdoor EU',
  externalId: 'A1B2C3',
};

/** The dashboard's portfolio read for these sellers, with no figures yet. */
export function portfolioBody(sellers: ReadonlyArray<{ id: string; slug: string; name: string }>) {
  const noMonth = {
    month: null,
    previousMonth: null,
    sellersWithFigures: { month: 0, previousMonth: 0 },
    sellersWithoutRates: 0,
  };
  return {
    currency: 'EUR',
    periods: { month: '2026-10', previousMonth: '2026-09' },
    sort: 'name',
    direction: 'asc',
    page: 1,
    pageSize: 50,
    totalCount: sellers.length,
    sellers: sellers.map((seller) => ({
      id: seller.id,
      slug: seller.slug,
      name: seller.name,
      connection: { state: 'not-connected', providers: [] },
      lastLedgerDay: null,
      lastImportFinishedAt: null,
      month: null,
      previousMonth: null,
      figuresUnavailable: null,
      openActions: { count: 0, unreconciledSettlements: 0, skusWithoutCost: 0 },
    })),
    totals: noMonth,
    pageTotals: noMonth,
  };
}
