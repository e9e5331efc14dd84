CREATE TABLE "weekly_insight_sends" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"seller_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_insight_sends_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "weekly_insight_sends" ADD CONSTRAINT "weekly_insight_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;