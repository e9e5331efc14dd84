import { AppError } from '../../platform/errors.ts';

export const VERSION_UNKNOWN = 'VERSION_UNKNOWN';

export const versionUnknown = (version: string) =>
  new AppError(422, VERSION_UNKNOWN, `Unknown brand score version "${version}"; the only version is "1"`);
