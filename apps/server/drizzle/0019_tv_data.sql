CREATE TABLE "catalog_announcements" (
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_announcements_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_job_marks" (
	"job" text PRIMARY KEY NOT NULL,
	"mark" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "news_article_shows" (
	"article_id" integer NOT NULL,
	"show_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_article_shows_article_id_show_id_pk" PRIMARY KEY("article_id","show_id")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(240) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"cover_key" text,
	"cover_width" integer,
	"cover_height" integer,
	"language" varchar(8) NOT NULL,
	"author_id" integer,
	"sample" boolean DEFAULT false NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_articles_comments_count_check" CHECK ("news_articles"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contributor_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"show_id" integer NOT NULL,
	"areas" text[] NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "contributor_requests_status_check" CHECK ("contributor_requests"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "episode_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL,
	"show_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"caption" text,
	"added_by" integer,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_clips" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"episode_id" integer,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"player_url" text NOT NULL,
	"added_by" integer,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_music" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"episode_id" integer,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"link" text,
	"player_url" text,
	"added_by" integer,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_buzz" (
	"show_id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "show_buzz_label_check" CHECK ("show_buzz"."label" in ('Cancelled','Renewed','In The Bubble','In Danger','Concluding','Looking Safe'))
);
--> statement-breakpoint
CREATE TABLE "show_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"tvmaze_id" integer,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"show_id" integer,
	CONSTRAINT "show_suggestions_status_check" CHECK ("show_suggestions"."status" in ('pending','added','in_catalog','not_found','unavailable'))
);
--> statement-breakpoint
CREATE TABLE "streaming_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	"home_url" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "streaming_services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "watch_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"with_ads" boolean DEFAULT false NOT NULL,
	"link" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_options_type_check" CHECK ("watch_options"."type" in ('Free','Premium','Subscription','Buy','Rent'))
);
--> statement-breakpoint
CREATE TABLE "show_production" (
	"show_id" integer PRIMARY KEY NOT NULL,
	"production_stage" smallint NOT NULL,
	"expected_premiere" date,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_production_stage_check" CHECK ("show_production"."production_stage" between 1 and 4)
);
--> statement-breakpoint
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
ALTER TABLE "news_article_shows" ADD CONSTRAINT "news_article_shows_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_shows" ADD CONSTRAINT "news_article_shows_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_requests" ADD CONSTRAINT "contributor_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_requests" ADD CONSTRAINT "contributor_requests_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_requests" ADD CONSTRAINT "contributor_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_images" ADD CONSTRAINT "episode_images_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_images" ADD CONSTRAINT "episode_images_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_images" ADD CONSTRAINT "episode_images_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_clips" ADD CONSTRAINT "show_clips_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_clips" ADD CONSTRAINT "show_clips_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_clips" ADD CONSTRAINT "show_clips_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_music" ADD CONSTRAINT "show_music_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_music" ADD CONSTRAINT "show_music_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_music" ADD CONSTRAINT "show_music_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_buzz" ADD CONSTRAINT "show_buzz_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_buzz" ADD CONSTRAINT "show_buzz_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_suggestions" ADD CONSTRAINT "show_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_suggestions" ADD CONSTRAINT "show_suggestions_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_options" ADD CONSTRAINT "watch_options_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_options" ADD CONSTRAINT "watch_options_service_id_streaming_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."streaming_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_options" ADD CONSTRAINT "watch_options_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_production" ADD CONSTRAINT "show_production_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_rating_watches" ADD CONSTRAINT "tv_rating_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_rating_watches" ADD CONSTRAINT "tv_rating_watches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_ratings" ADD CONSTRAINT "tv_ratings_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_ratings" ADD CONSTRAINT "tv_ratings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_ratings" ADD CONSTRAINT "tv_ratings_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_announcements_at_idx" ON "catalog_announcements" USING btree ("announced_at");--> statement-breakpoint
CREATE INDEX "chart_entries_latest_idx" ON "chart_entries" USING btree ("kind","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_article_shows_show_idx" ON "news_article_shows" USING btree ("show_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_slug_key" ON "news_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_language_published_idx" ON "news_articles" USING btree ("language","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_requests_pending_idx" ON "contributor_requests" USING btree ("user_id","show_id") WHERE "contributor_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "contributor_requests_status_idx" ON "contributor_requests" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contributor_requests_show_idx" ON "contributor_requests" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "episode_images_episode_idx" ON "episode_images" USING btree ("episode_id","id");--> statement-breakpoint
CREATE INDEX "episode_images_show_idx" ON "episode_images" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "show_clips_show_idx" ON "show_clips" USING btree ("show_id","id");--> statement-breakpoint
CREATE INDEX "show_clips_episode_idx" ON "show_clips" USING btree ("episode_id");--> statement-breakpoint
CREATE INDEX "show_music_show_idx" ON "show_music" USING btree ("show_id","id");--> statement-breakpoint
CREATE INDEX "show_buzz_label_idx" ON "show_buzz" USING btree ("label","updated_at");--> statement-breakpoint
CREATE INDEX "show_suggestions_due_idx" ON "show_suggestions" USING btree ("due_at") WHERE "show_suggestions"."status" in ('pending','unavailable');--> statement-breakpoint
CREATE INDEX "show_suggestions_user_idx" ON "show_suggestions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_options_offer_idx" ON "watch_options" USING btree ("show_id","service_id","country","type","with_ads");--> statement-breakpoint
CREATE INDEX "watch_options_service_idx" ON "watch_options" USING btree ("service_id","show_id");--> statement-breakpoint
CREATE INDEX "show_production_stage_idx" ON "show_production" USING btree ("production_stage","show_id");--> statement-breakpoint
CREATE INDEX "tv_rating_watches_season_idx" ON "tv_rating_watches" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_ratings_day_episode_category_idx" ON "tv_ratings" USING btree ("day","episode_id","category");--> statement-breakpoint
CREATE INDEX "tv_ratings_category_day_rating_idx" ON "tv_ratings" USING btree ("category","day" DESC NULLS LAST,"rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tv_ratings_show_category_day_idx" ON "tv_ratings" USING btree ("show_id","category","day");--> statement-breakpoint
CREATE INDEX "tv_ratings_season_category_idx" ON "tv_ratings" USING btree ("season_id","category","day");--> statement-breakpoint
CREATE INDEX "tracked_shows_created_idx" ON "tracked_shows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "episode_views_watched_idx" ON "episode_views" USING btree ("watched_at");--> statement-breakpoint
CREATE INDEX "likes_created_idx" ON "likes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ratings_updated_idx" ON "ratings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "reactions_created_idx" ON "reactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at");