import { AppError, notFound } from '../../platform/errors.ts';

export const BRAND_CONFIGURATION_INVALID = 'BRAND_CONFIGURATION_INVALID';

/** 422 with every reason in details, so the form can show them all at once; nothing was stored. */
export const brandConfigurationInvalid = (reasons: string[]) =>
  new AppError(422, BRAND_CONFIGURATION_INVALID, 'The brand configuration was not saved.', reasons);

export const brandConfigurationNotFound = () => notFound('Brand configuration not found');

export const unknownBrandKey = (key: string) => `Unknown brand "${key}": no product of this seller has it`;
export const brandKeyTaken = (key: string, owner: string) => `The brand "${key}" already belongs to "${owner}"`;
export const slugTaken = (slug: string, owner: string) => `The slug "${slug}" is already used by "${owner}"`;
export const slugIsCatalogBrand = (slug: string) =>
  `The slug "${slug}" is the name of another brand of this seller; choose another slug or group that brand here`;
