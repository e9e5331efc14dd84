import { BRAND_NAME, DEFAULT_DOCUMENT_TITLE } from '../config/app-config';

// SPEC §1: '{page} - {brand}', falling back to the product's default title.
export function formatPageTitle(page?: string): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} - ${BRAND_NAME}` : DEFAULT_DOCUMENT_TITLE;
}
