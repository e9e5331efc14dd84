import { AppError } from '../../platform/errors.ts';

/** An advertising report names no marketplace, and the seller has none or several. */
export const adReportMarketplaceRequired = (marketplaceIds: readonly string[]) => {
  const message =
    marketplaceIds.length === 0
      ? 'Choose the marketplace of this advertising report (field marketplaceId): the report does not name it and the seller has no marketplace yet.'
      : `Choose the marketplace of this advertising report (field marketplaceId): the report does not name it and the seller sells in ${marketplaceIds.length} marketplaces (${marketplaceIds.join(', ')}).`;
  return new AppError(422, 'IMPORT_ADS_MARKETPLACE_REQUIRED', message, [message]);
};

/** The marketplace named for an advertising report is not an Amazon marketplace. */
export const adReportMarketplaceUnknown = (marketplaceId: string) => {
  const message = `marketplaceId ${marketplaceId} is not an Amazon marketplace.`;
  return new AppError(422, 'IMPORT_ADS_MARKETPLACE_UNKNOWN', message, [message]);
};
