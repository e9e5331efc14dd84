import DOMPurify from 'dompurify';

// Notification messages may carry HTML (SPEC §3); only markup survives, never scripts or handlers.
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
