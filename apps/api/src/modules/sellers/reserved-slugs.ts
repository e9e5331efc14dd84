/**
 * Words of the paths under /v2/sellers (`/v2/sellers/portfolio`, `/v2/sellers/alert-types`...): a
 * seller with one of them as its slug could never be reached, so no seller gets one.
 */
export const RESERVED_SELLER_SLUGS: ReadonlySet<string> = new Set([
  'portfolio',
  'cogs-status',
  'alert-report',
  'alert-types',
]);
