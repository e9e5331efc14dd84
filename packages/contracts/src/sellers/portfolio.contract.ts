import { z } from 'zod';
import { ZServiceProvider } from '../connections/service-providers.ts';
import { defineContract } from '../contract.ts';
import { ZCurrencyCode } from '../currencies.ts';
import { ZErrorBody } from '../errors.ts';
import { ZFigure } from '../profit-loss/profit-loss.contract.ts';

export const PORTFOLIO_SORT_KEYS = [
  'name',
  'netSales',
  'contributionMargin3',
  'unitsSold',
  'lastDataDate',
  'openActions',
] as const;
export type TPortfolioSortKey = (typeof PORTFOLIO_SORT_KEYS)[number];

export const PORTFOLIO_DEFAULT_PAGE_SIZE = 50;
export const PORTFOLIO_MAX_PAGE_SIZE = 200;

export const ZPortfolioQuery = z.object({
  targetCurrency: ZCurrencyCode.optional().describe(
    "The reporting currency of every figure; the user's default currency when absent",
  ),
  sort: z
    .enum(PORTFOLIO_SORT_KEYS)
    .default('name')
    .describe(
      'netSales, contributionMargin3 and unitsSold sort by the last complete month; sellers without that figure come last in either direction',
    ),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1 is the first page'),
  pageSize: z.coerce.number().int().min(1).max(PORTFOLIO_MAX_PAGE_SIZE).default(PORTFOLIO_DEFAULT_PAGE_SIZE),
});
export type TPortfolioQuery = z.output<typeof ZPortfolioQuery>;

/** One month of a seller (or of the totals), exactly as the P&L statement shows it for that month and currency. */
export const ZPortfolioMonthFigures = z.object({
  netSales: ZFigure,
  contributionMargin3: ZFigure,
  unitsSold: ZFigure.describe('A whole number'),
});
export type TPortfolioMonthFigures = z.infer<typeof ZPortfolioMonthFigures>;

export const ZPortfolioConnection = z.object({
  state: z
    .enum(['connected', 'error', 'not-connected'])
    .describe(
      'connected: every connection works; error: some connection needs the seller (inactive because another seller holds the account, authorisation refused, or its last sync failed); not-connected: no connection, the data comes from uploads',
    ),
  providers: z
    .array(
      z.object({
        provider: ZServiceProvider,
        state: z
          .enum(['connected', 'error', 'reauthorization-required'])
          .describe("As on the seller's service-provider-options"),
      }),
    )
    .describe('The connected providers, in the SPEC §3 order'),
});

export const ZPortfolioOpenActions = z
  .object({
    count: z.number().int().describe('unreconciledSettlements + skusWithoutCost'),
    unreconciledSettlements: z
      .number()
      .int()
      .describe(
        'Stored settlements whose rows do not sum to their total-amount, until their complete file replaces them',
      ),
    skusWithoutCost: z
      .number()
      .int()
      .describe('SKUs with units sold in the last complete month on a day no cost of goods was valid for them'),
  })
  .describe(
    "What needs the seller's attention that the server knows without reading ledger rows: unreconciled settlements (any date) and SKUs sold in the last complete month without a cost of goods",
  );

export const ZPortfolioSeller = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  connection: ZPortfolioConnection,
  lastLedgerDay: z.iso.date().nullable().describe('The latest day with ledger data (posted date); null without any'),
  lastImportFinishedAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('When the latest successful import finished; null without any'),
  month: ZPortfolioMonthFigures.nullable().describe(
    'The last complete month (periods.month); null when the seller has no ledger data in it, or when its figures could not be converted (figuresUnavailable)',
  ),
  previousMonth: ZPortfolioMonthFigures.nullable().describe(
    'The month before it (periods.previousMonth); null likewise',
  ),
  figuresUnavailable: z
    .object({ code: z.literal('FX_RATE_MISSING'), message: z.string() })
    .nullable()
    .describe(
      "Why month or previousMonth is null although the seller has data in it: the P&L statement's message for the first missing rate",
    ),
  openActions: ZPortfolioOpenActions,
});
export type TPortfolioSeller = z.infer<typeof ZPortfolioSeller>;

export const ZPortfolioTotals = z.object({
  month: ZPortfolioMonthFigures.nullable().describe('null when no seller has figures for the month'),
  previousMonth: ZPortfolioMonthFigures.nullable(),
  sellersWithFigures: z.object({ month: z.number().int(), previousMonth: z.number().int() }),
  sellersWithoutRates: z
    .number()
    .int()
    .describe('Sellers left out of the totals because their figures could not be converted (figuresUnavailable)'),
});

export const ZPortfolio = z
  .object({
    currency: z.string().describe('The currency of every amount (targetCurrency, else your default currency)'),
    periods: z.object({
      month: z.string().describe('The last complete calendar month, YYYY-MM (UTC)'),
      previousMonth: z.string().describe('The month before it, YYYY-MM'),
    }),
    sort: z.enum(PORTFOLIO_SORT_KEYS),
    direction: z.enum(['asc', 'desc']),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int().describe("Every seller of the organisation's portfolio"),
    sellers: z.array(ZPortfolioSeller).describe('This page, in the order asked'),
    totals: ZPortfolioTotals.describe('Over every seller of the portfolio, not only this page'),
    pageTotals: ZPortfolioTotals.describe('Over the sellers of this page'),
  })
  .meta({ id: 'Portfolio' });
export type TPortfolio = z.infer<typeof ZPortfolio>;

export const getPortfolioContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/portfolio',
  summary:
    'Every seller of your organisation with its connection, latest data, last two complete months (net sales, CM3, units) in one currency, and open actions; sorted and paginated',
  tags: ['sellers'],
  query: ZPortfolioQuery,
  // 503 READ_DEADLINE_EXCEEDED: the read passed its deadline; what it computed is kept, so try again.
  responses: { 200: ZPortfolio, 401: ZErrorBody, 422: ZErrorBody, 503: ZErrorBody },
});
