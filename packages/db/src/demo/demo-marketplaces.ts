// The demo seller's four marketplaces, with what differs between them in a
// settlement file: currency, number and date formats, taxes, fee levels.

export type TDemoMarketplaceCode = 'US' | 'CA' | 'UK' | 'DE';
/** posted-date as real files write it: 01/31/24 (US, CA), 31/01/2024 (UK), 31.01.2024 (DE). */
export type TPostedDateStyle = 'MM/DD/YY' | 'DD/MM/YYYY' | 'DD.MM.YYYY';

export interface DemoMarketplace {
  code: TDemoMarketplaceCode;
  id: string;
  /** marketplace-name in the file. */
  name: string;
  currency: string;
  isDecimalComma: boolean;
  postedDateStyle: TPostedDateStyle;
  /** Share of order items at the start, and how much it grows relative to the others by the end. */
  orderShare: number;
  shareRamp: number;
  /** Share of the 60 SKUs listed here (US lists all). */
  listedShare: number;
  /** Prices and fees relative to the US dollar amounts, in basis points. */
  priceFactorBp: number;
  feeFactorBp: number;
  orderIdPrefixes: readonly string[];
  /** Sales tax rates drawn per order (0 = no tax rows); EU prices include VAT, so none. */
  taxRatesBp: readonly number[];
  /** US: Amazon collects and remits the sales tax (ItemWithheldTax rows). */
  hasFacilitatorTax: boolean;
  digitalServicesFeeBp: number;
  shippingCharge: number;
  giftWrapCharge: number;
  subscriptionFee: number;
  storagePerUnit: number;
  inboundPerUnit: number;
  placementPerUnit: number;
  disposalPerUnit: number;
  /** Advertising is billed whenever spend reaches this threshold. */
  adBillingThreshold: number;
}

const US: DemoMarketplace = {
  code: 'US',
  id: 'ATVPDKIKX0DER',
  name: 'Amazon.com',
  currency: 'USD',
  isDecimalComma: false,
  postedDateStyle: 'MM/DD/YY',
  orderShare: 0.58,
  shareRamp: 0,
  listedShare: 1,
  priceFactorBp: 10_000,
  feeFactorBp: 10_000,
  orderIdPrefixes: ['111', '112', '113', '114'],
  taxRatesBp: [0, 0, 600, 625, 700, 725, 800, 825, 875, 950],
  hasFacilitatorTax: true,
  digitalServicesFeeBp: 0,
  shippingCharge: 599,
  giftWrapCharge: 399,
  subscriptionFee: 3999,
  storagePerUnit: 9,
  inboundPerUnit: 32,
  placementPerUnit: 21,
  disposalPerUnit: 104,
  adBillingThreshold: 50_000,
};

const CA: DemoMarketplace = {
  ...US,
  code: 'CA',
  id: 'A2EUQ1WTGCTBG2',
  name: 'Amazon.ca',
  currency: 'CAD',
  orderShare: 0.1,
  shareRamp: 0.3,
  listedShare: 0.7,
  priceFactorBp: 13_500,
  feeFactorBp: 13_000,
  orderIdPrefixes: ['701', '702'],
  taxRatesBp: [500, 500, 1300, 1300, 1400, 1500],
  hasFacilitatorTax: false,
  shippingCharge: 699,
  giftWrapCharge: 499,
  subscriptionFee: 2999,
  storagePerUnit: 12,
  inboundPerUnit: 45,
  placementPerUnit: 28,
  disposalPerUnit: 135,
  adBillingThreshold: 50_000,
};

const UK: DemoMarketplace = {
  ...US,
  code: 'UK',
  id: 'A1F83G8C2ARO7P',
  name: 'Amazon.co.uk',
  currency: 'GBP',
  postedDateStyle: 'DD/MM/YYYY',
  orderShare: 0.17,
  shareRamp: 0.5,
  listedShare: 0.75,
  priceFactorBp: 8_800,
  feeFactorBp: 8_000,
  orderIdPrefixes: ['202', '203', '204', '205', '206'],
  taxRatesBp: [0],
  hasFacilitatorTax: false,
  digitalServicesFeeBp: 200,
  shippingCharge: 449,
  giftWrapCharge: 299,
  subscriptionFee: 2500,
  storagePerUnit: 8,
  inboundPerUnit: 25,
  placementPerUnit: 0,
  disposalPerUnit: 70,
  adBillingThreshold: 40_000,
};

const DE: DemoMarketplace = {
  ...UK,
  code: 'DE',
  id: 'A1PA6795UKMFR9',
  name: 'Amazon.de',
  currency: 'EUR',
  isDecimalComma: true,
  postedDateStyle: 'DD.MM.YYYY',
  orderShare: 0.15,
  shareRamp: 1,
  listedShare: 0.7,
  priceFactorBp: 10_000,
  feeFactorBp: 9_000,
  orderIdPrefixes: ['302', '303', '304', '305', '306'],
  digitalServicesFeeBp: 0,
  shippingCharge: 499,
  giftWrapCharge: 350,
  subscriptionFee: 3900,
  storagePerUnit: 9,
  inboundPerUnit: 30,
  disposalPerUnit: 80,
  adBillingThreshold: 45_000,
};

export const DEMO_MARKETPLACES: readonly DemoMarketplace[] = [US, CA, UK, DE];
