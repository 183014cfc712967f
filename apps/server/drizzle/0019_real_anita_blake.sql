CREATE TABLE "tv_rating_watches" (
	"user_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "tv_rating_watches_user_id_season_id_pk" PRIMARY KEY("user_id","season_id")
);
--> statement-breakpoint
CREATE TABLE "tv_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"show_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"slot" text NOT NULL,
	"category" text NOT NULL,
	"rating" numeric(5, 2) NOT NULL,
	"share" numeric(5, 2) NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tv_ratings_category_check" CHECK ("tv_ratings"."category" in ('Total','AB','20+ABC1')),
	CONSTRAINT "tv_ratings_rating_check" CHECK ("tv_ratings"."rating" >= 0 and "tv_ratings"."rating" <= 100),
	CONSTRAINT "tv_ratings_share_check" CHECK ("tv_ratings"."share" >= 0 and "tv_ratings"."share" <= 100)
);
--> statement-breakpoint
ALTER TABLE "tv_rating_watches" ADD CONSTRAINT "tv_rating_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_rating_watches" ADD CONSTRAINT "tv_rating_watches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_ratings" ADD CONSTRAINT "tv_ratings_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_ratings" ADD CONSTRAINT "tv_ratings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_ratings" ADD CONSTRAINT "tv_ratings_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tv_rating_watches_season_idx" ON "tv_rating_watches" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_ratings_day_episode_category_idx" ON "tv_ratings" USING btree ("day","episode_id","category");--> statement-breakpoint
CREATE INDEX "tv_ratings_category_day_rating_idx" ON "tv_ratings" USING btree ("category","day" DESC NULLS LAST,"rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tv_ratings_show_category_day_idx" ON "tv_ratings" USING btree ("show_id","category","day");--> statement-breakpoint
CREATE INDEX "tv_ratings_season_category_idx" ON "tv_ratings" USING btree ("season_id","category","day");