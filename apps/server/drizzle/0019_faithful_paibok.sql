CREATE TABLE "chart_entries" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"rank" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"score" integer NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chart_entries_kind_day_rank_pk" PRIMARY KEY("kind","day","rank"),
	CONSTRAINT "chart_entries_rank_check" CHECK ("chart_entries"."rank" between 1 and 20)
);
--> statement-breakpoint
CREATE INDEX "chart_entries_latest_idx" ON "chart_entries" USING btree ("kind","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracked_shows_created_idx" ON "tracked_shows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "episode_views_watched_idx" ON "episode_views" USING btree ("watched_at");--> statement-breakpoint
CREATE INDEX "likes_created_idx" ON "likes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ratings_updated_idx" ON "ratings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "reactions_created_idx" ON "reactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at");