DROP INDEX "shows_popular_idx";--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_text" text GENERATED ALWAYS AS (dz_normalize(name)) STORED;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "rating" numeric(2, 1) GENERATED ALWAYS AS (case when votes_count = 0 then 0 else round(rating_sum / votes_count, 1) end) STORED;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "search_text" text GENERATED ALWAYS AS (dz_normalize(original_title || ' ' || title)) STORED;--> statement-breakpoint
CREATE INDEX "people_search_text_trgm_idx" ON "people" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shows_rating_idx" ON "shows" USING btree ("rating" DESC NULLS FIRST,"votes_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "shows_search_text_trgm_idx" ON "shows" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shows_popular_idx" ON "shows" USING btree ("trackers_count" DESC NULLS FIRST,"id");--> statement-breakpoint
-- The stored columns replace the expression indexes of 0001 (a stored value is computed once per write).
DROP INDEX IF EXISTS "shows_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "people_search_trgm_idx";--> statement-breakpoint
-- The default explore order: running shows first, then by trackers.
CREATE INDEX IF NOT EXISTS "shows_default_order_idx" ON "shows" USING btree (("status" = 'Running') DESC, "trackers_count" DESC, "id");
