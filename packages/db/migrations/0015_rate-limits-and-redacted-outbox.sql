CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Mails already recorded kept their links' tokens in clear (ADR 0028): the outbox keeps what was
-- sent, with the token values of its links replaced, as new mails are recorded from now on.
UPDATE "email_outbox" SET
  "text_body" = regexp_replace("text_body", '([?&](token|evt)=)[^[:space:]&"''<>]+', '\1[redacted]', 'g'),
  "html_body" = regexp_replace("html_body", '([?&](token|evt)=)[^[:space:]&"''<>]+', '\1[redacted]', 'g')
WHERE "text_body" ~ '[?&](token|evt)=' OR "html_body" ~ '[?&](token|evt)=';
--> statement-breakpoint
-- Only the newest reset link of an account stays usable (ADR 0028); older live ones end now.
UPDATE "user_tokens" AS t SET "expires_at" = now()
WHERE t."purpose" = 'password_reset' AND t."used_at" IS NULL AND t."expires_at" > now()
  AND EXISTS (
    SELECT 1 FROM "user_tokens" AS newer
    WHERE newer."purpose" = 'password_reset' AND newer."user_id" = t."user_id" AND newer."created_at" > t."created_at"
  );
