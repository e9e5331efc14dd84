import { z } from 'zod';

// SPEC §3 'Service providers': five identifiers that keep the former brand name (Autopilot) as
// prefix, custom Shopify without one; SPEC §5 messages for unknown values.

export const SERVICE_PROVIDERS = [
  'autopilot_spapi_basic',
  'autopilot_spapi_ops',
  'autopilot_amazon_ads',
  'autopilot_shopify',
  'custom_shopify',
] as const;
export const ZServiceProvider = z.enum(SERVICE_PROVIDERS, { error: 'Unsupported Provider' });
export type TServiceProvider = z.infer<typeof ZServiceProvider>;

export const SERVICE_PROVIDER_NAMES: Record<TServiceProvider, string> = {
  autopilot_spapi_basic: 'Amazon Seller Central',
  autopilot_spapi_ops: 'Amazon Seller Central',
  autopilot_amazon_ads: 'Amazon Advertising',
  autopilot_shopify: 'Shopify (Beta)',
  custom_shopify: 'Shopify (Beta)',
};

export const REGIONS = ['eu', 'na', 'fe'] as const;
export const ZRegion = z.enum(REGIONS, { error: 'Unsupported region' });
export type TRegion = z.infer<typeof ZRegion>;

/** SPEC §8: the `error` codes of a failed provider callback, shown on /authorizations/error. */
export const AUTHORIZATION_ERROR_CODES = ['invalid-callback-params', 'invalid-code', 'account-already-active'] as const;
export type TAuthorizationErrorCode = (typeof AUTHORIZATION_ERROR_CODES)[number];
