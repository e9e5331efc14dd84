-- A seller path segment shaped like an id names a seller by id only (docs/decisions/0030), so a
-- slug of that shape could no longer be reached. Such slugs are renamed, deterministically:
-- '<slug>-seller', or '<slug>-seller-<first 8 characters of the id>' when that is taken.
UPDATE "sellers" SET "slug" = "sellers"."slug" || '-seller' || CASE
    WHEN EXISTS (SELECT 1 FROM "sellers" AS "other" WHERE "other"."slug" = "sellers"."slug" || '-seller')
      THEN '-' || substr("sellers"."id"::text, 1, 8)
    ELSE ''
  END
WHERE "sellers"."slug" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_slug_not_uuid" CHECK ("sellers"."slug" !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');
