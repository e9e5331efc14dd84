// Product-wide constants from SPEC §1 and §9; screens read them from here instead of repeating literals.
export const BRAND_NAME = 'Brandlens';
export const DEFAULT_DOCUMENT_TITLE = 'Seller Reporting';
export const SUPPORT_EMAIL = 'support@brandlens.app';

export const API_BASE_PATH = '/api';

export const NOTIFICATION_TIMEOUT_MS = 5000;
export const NOTIFICATION_REPLACEMENT_DELAY_MS = 750;

export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'brandlens:last-chunk-reload-at';
