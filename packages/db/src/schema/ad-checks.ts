// The checks the advertising tables share (ad-profiles.ts, ad-campaigns.ts, ad-daily-figures.ts).
//
// Amazon Advertising (docs/advertising.md, ADR 0035): the advertiser profiles of a seller's Ads API
// connection, the campaign structure, and the daily figures of the ads reports, from the Ads API
// (source 'api') or from reports the seller downloaded from the advertising console (source
// 'upload'). One source per seller, marketplace and day: the sync replaces uploaded days it covers,
// and an upload skips the days the sync holds. Money is numeric(18, 4) in the profile's currency.
import { sql } from 'drizzle-orm';

/** 'SP' Sponsored Products, 'SB' Sponsored Brands, 'SD' Sponsored Display. */
export const adProductCheck = (column: unknown) => sql`${column} in ('SP', 'SB', 'SD')`;
export const sourceCheck = (column: unknown) => sql`${column} in ('api', 'upload', 'demo')`;
