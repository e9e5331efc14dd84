import type { BrandScoreIndicator } from './indicators.ts';

export interface IndicatorMetadata {
  /** The indicator's name on screen. */
  displayText: string;
  /** What it measures, over which basis, and where the buckets lie. */
  tooltip: string;
  /** What the seller can do to improve it. */
  recommendation: string;
  /** 'percentage': the raw value is a fraction, shown multiplied by 100 (see toTableUnits). */
  inputType: 'decimal' | 'percentage';
  maxFractionDigits: 0 | 2;
  addPercentSign: boolean;
}

const percentage = { inputType: 'percentage', maxFractionDigits: 2, addPercentSign: true } as const;
const count = { inputType: 'decimal', maxFractionDigits: 0, addPercentSign: false } as const;
const decimal = { inputType: 'decimal', maxFractionDigits: 2, addPercentSign: false } as const;

/** Display text, tooltip, recommendation and number format of every indicator (SPEC.md §3, §9). */
export const INDICATOR_METADATA: Readonly<Record<BrandScoreIndicator, IndicatorMetadata>> = {
  productComplexity: {
    ...count,
    displayText: 'Product Complexity',
    tooltip:
      'The number of distinct products (ASINs) the brand sold in the trailing 12 months. A small range is simpler ' +
      'to source, stock and hand over to a buyer: 1-2 products score 100, 10 or more score 0.',
    recommendation:
      'Concentrate on your best sellers: discontinue or sell through slow-moving ASINs, merge near-identical ' +
      'products into variations of one parent listing, and bundle accessories with the main product instead of ' +
      'listing them separately.',
  },
  policyViolations: {
    ...count,
    displayText: 'Policy Violations',
    tooltip:
      'Open policy violations on the seller account (intellectual property, listing, product safety and other ' +
      "policy warnings) in the latest account-health snapshot. They put the account at risk and worry buyers' due " +
      'diligence: none scores 100, 20 or more score 0.',
    recommendation:
      'Open Account Health in Seller Central and work through each open violation: correct the listing or product ' +
      'concerned, then appeal with a plan of action and documents (invoices, test reports, authorisations) so the ' +
      'violation is closed rather than left to expire.',
  },
  orderDefectRate: {
    ...percentage,
    displayText: 'Order Defect Rate',
    tooltip:
      'The share of orders with negative feedback, an A-to-z Guarantee claim or a chargeback, in Amazon\u2019s ' +
      '60-day window from the latest account-health snapshot. Under 2.5 % scores 100, 20 % or more scores 0; ' +
      'Amazon itself expects sellers to stay under 1 %.',
    recommendation:
      'Answer buyer messages within 24 hours, refund or replace before a buyer opens an A-to-z claim, ask Amazon ' +
      'to remove feedback that is about FBA delivery, and fix the product issue behind repeated complaints.',
  },
  rating: {
    ...decimal,
    displayText: 'Average Rating',
    tooltip:
      'The average star rating of the brand\u2019s products, each weighted by its number of ratings, from the ' +
      'latest reviews snapshot. 4.5 stars or more score 100, under 2.5 stars score 0.',
    recommendation:
      'Find the products that pull the average down, fix the defect or the mismatch their reviews name, and update ' +
      'images and descriptions so the listing sets the right expectations; new buyers of the improved product then ' +
      'lift the rating.',
  },
  reviewVolume: {
    ...count,
    displayText: 'Review Volume',
    tooltip:
      'The number of ratings and reviews across the brand\u2019s products, all time, from the latest reviews ' +
      'snapshot. Many reviews make sales more durable: 10,000 or more score 100, under 1,000 score 0.',
    recommendation:
      'Send a review request (the Request a Review button or an automated request) for every eligible order, ' +
      'enrol new products in Amazon Vine, and keep variations under one parent listing so their reviews are pooled.',
  },
  reviewQuality: {
    ...percentage,
    displayText: 'Review Quality',
    tooltip:
      'The share of 1- and 2-star reviews among the brand\u2019s reviews of the last 18 months; lower is better. ' +
      '0-9 % scores 100, 20 % or more scores 0.',
    recommendation:
      'Sort the 1- and 2-star reviews by complaint and remove the top cause: a product defect for the supplier, ' +
      'a misleading image or size chart in the listing, or packaging that fails in transit.',
  },
  reviewQuota: {
    ...percentage,
    displayText: 'Review Quota',
    tooltip:
      'The share of the brand\u2019s active products with at least one review, all time. Products without reviews ' +
      'convert poorly: 80 % or more scores 100, 49 % or less scores 0.',
    recommendation:
      'List the active products that still have no review, enrol them in Amazon Vine and request reviews on their ' +
      'orders; retire listings that do not sell often enough to earn one.',
  },
  ebitdaYearly: {
    ...percentage,
    displayText: 'EBITDA Margin (12 Months)',
    tooltip:
      'Total EBITDA (contribution margin 3 minus other expenses and platform fees) as a share of net sales over the ' +
      'trailing 12 complete months: the earnings buyers value a brand on. 30 % or more scores 100, -20 % or less ' +
      'scores 0.',
    recommendation:
      'Raise contribution margin first (prices, unit and freight costs, advertising efficiency), then cut fixed ' +
      'costs that do not pay for themselves: software subscriptions, agencies and unused platform plans.',
  },
  ebitdaMonthly: {
    ...percentage,
    displayText: 'EBITDA Margin (Last Month)',
    tooltip:
      'Total EBITDA as a share of net sales in the last complete month, which shows where profitability is heading. ' +
      '30 % or more scores 100, -20 % or less scores 0; a month that exactly breaks even scores 25.',
    recommendation:
      'Compare last month with the trailing 12 months in the Profit and Loss statement: look for a one-off cost, ' +
      'a price cut, an advertising push or a stock-out behind the difference, and correct it before the month closes.',
  },
  profitMargin: {
    ...percentage,
    displayText: 'Profit Margin',
    tooltip:
      'Contribution margin 3 (net sales minus product costs, marketplace fees and advertising) as a share of net ' +
      'sales over the trailing 12 months. 25 % or more scores 100, under 10 % scores 0.',
    recommendation:
      'Raise prices where rating and rank allow, negotiate unit and freight costs with suppliers, check FBA size ' +
      'tiers and storage fees for overcharges, and stop campaigns whose advertising cost exceeds the product\u2019s ' +
      'margin before advertising.',
  },
  returnRate: {
    ...percentage,
    displayText: 'Return Rate',
    tooltip:
      'Units refunded as a share of units sold over the trailing 12 months. Under 2 % scores 100, 5 % or more ' +
      'scores 0.',
    recommendation:
      'Read the return reasons of the most-returned products in Seller Central, correct images and size charts that ' +
      'set wrong expectations, improve packaging against transit damage, and take recurring defects up with the ' +
      'manufacturer.',
  },
  repeatCustomerRate: {
    ...percentage,
    displayText: 'Repeat Customer Rate',
    tooltip:
      'Customers who ordered more than once as a share of all customers over the trailing 12 months. Loyal ' +
      'customers make revenue predictable: 20 % or more scores 100, under 5 % scores 0.',
    recommendation:
      'Offer Subscribe & Save on consumables, add package inserts that point to refills and related products, use ' +
      'Brand Tailored Promotions for past buyers, and build a Brand Store that cross-sells the range.',
  },
  bestSellerRank: {
    ...decimal,
    displayText: 'Best Seller Rank',
    tooltip:
      'Where the brand\u2019s products rank in their Amazon categories, as a top percentage of the category (1 means ' +
      'the top 1 %), weighted by each product\u2019s sales over the last 30 days. The top 9.5 % or better scores 100, ' +
      '99.5 or worse scores 0.',
    recommendation:
      'Rank follows sales velocity: keep the ranking products in stock, raise click-through and conversion with ' +
      'sharper main images and titles, and support them with sponsored-product campaigns on their best keywords.',
  },
  tacos: {
    ...percentage,
    displayText: 'TACoS',
    tooltip:
      'Total advertising cost of sales: all advertising expenses as a share of net sales over the last 30 days. ' +
      'Up to 7 % scores 100, 25 % or more scores 0.',
    recommendation:
      'Pause keywords and targets that spend without converting, add negative keywords, move budget to exact-match ' +
      'terms with a proven return, and grow organic sales through better listings so advertising carries a smaller ' +
      'share of revenue.',
  },
  shopifyRevenueYoY: {
    ...percentage,
    displayText: 'Shopify Revenue Growth (YoY)',
    tooltip:
      'Shopify revenue of the trailing 12 months against the 12 months before, as a percentage change. A growing ' +
      'direct channel lowers dependence on Amazon: above 29.99 % scores 100, -20 % or less scores 0.',
    recommendation:
      'Grow the direct channel: collect email addresses and run retention flows, advertise best sellers to ' +
      'audiences like your customers, and offer bundles or exclusives that are only sold in your Shopify store.',
  },
};
