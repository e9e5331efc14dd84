import { z } from 'zod';

// The admin lists' keyset pagination: a page of items and an opaque cursor for the next one, so a
// row added or removed while an admin pages never shows twice or goes missing between pages.

export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** The query of a paged admin list: where to go on from (the previous page's nextCursor) and how many. */
export const ZAdminCursorQuery = z.object({
  cursor: z.string().min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});

/** A page: its items, and the cursor of the next page (null on the last). */
export const adminPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
