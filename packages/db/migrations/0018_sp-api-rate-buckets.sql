CREATE TABLE "sp_api_rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"burst" integer NOT NULL,
	"theoretical_at" timestamp with time zone NOT NULL
);
