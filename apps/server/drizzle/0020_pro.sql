CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_id" text;--> statement-breakpoint
-- Rows from before payments existed (granted by hand) get the provider id `legacy_<id>` and Stripe's status names.
UPDATE "subscriptions" SET "provider_id" = 'legacy_' || "id";--> statement-breakpoint
UPDATE "subscriptions" SET "status" = 'canceled' WHERE "status" IN ('cancelled', 'expired');--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "provider_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cover_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_idx" ON "subscriptions" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" <> 'canceled';--> statement-breakpoint
-- Each user's plan, from the subscriptions they already hold (lifetime > year > month).
UPDATE "users" u SET "plan" = s."plan" FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "plan" FROM "subscriptions" WHERE "status" <> 'canceled'
  ORDER BY "user_id", CASE "plan" WHEN 'lifetime' THEN 0 WHEN 'year' THEN 1 ELSE 2 END
) s WHERE u."id" = s."user_id";