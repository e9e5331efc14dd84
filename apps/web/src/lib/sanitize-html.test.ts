import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeHtml('<strong>Saved</strong> <a href="https://example.com">open</a>')).toBe(
      '<strong>Saved</strong> <a href="https://example.com">open</a>',
    );
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
    expect(clean).toContain('<img src="x">');
  });
});
