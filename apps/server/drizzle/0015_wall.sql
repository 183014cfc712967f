CREATE TABLE "ask_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ask_id" integer NOT NULL,
	"show_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ask_suggestions_likes_check" CHECK ("ask_suggestions"."likes_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feed_visits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"choice" text NOT NULL,
	"votes_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"total_votes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_hashtags" (
	"post_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"public" boolean NOT NULL,
	CONSTRAINT "post_hashtags_post_id_keyword_pk" PRIMARY KEY("post_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "post_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_user_id" integer,
	"wall_user_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"spoilers" boolean DEFAULT false NOT NULL,
	"show_id" integer,
	"similar_show_id" integer,
	"episode_id" integer,
	"season_number" smallint,
	"episode_number" smallint,
	"embed" jsonb,
	"gif" jsonb,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"suggestions_count" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ask_suggestions" ADD CONSTRAINT "ask_suggestions_ask_id_posts_id_fk" FOREIGN KEY ("ask_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_suggestions" ADD CONSTRAINT "ask_suggestions_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_suggestions" ADD CONSTRAINT "ask_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_visits" ADD CONSTRAINT "feed_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_hashtags" ADD CONSTRAINT "post_hashtags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_images" ADD CONSTRAINT "post_images_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_wall_user_id_users_id_fk" FOREIGN KEY ("wall_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_similar_show_id_shows_id_fk" FOREIGN KEY ("similar_show_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ask_suggestions_ask_show_idx" ON "ask_suggestions" USING btree ("ask_id","show_id");--> statement-breakpoint
CREATE INDEX "ask_suggestions_ask_likes_idx" ON "ask_suggestions" USING btree ("ask_id","likes_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ask_suggestions_user_idx" ON "ask_suggestions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_options_poll_idx" ON "poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "poll_votes_user_idx" ON "poll_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "polls_post_idx" ON "polls" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "post_hashtags_stream_idx" ON "post_hashtags" USING btree ("keyword","post_id" DESC NULLS LAST) WHERE "post_hashtags"."public";--> statement-breakpoint
CREATE UNIQUE INDEX "post_images_post_idx" ON "post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "posts_public_idx" ON "posts" USING btree ("id" DESC NULLS LAST) WHERE "posts"."visibility" = 'public' and "posts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_user_public_idx" ON "posts" USING btree ("user_id","id" DESC NULLS LAST) WHERE "posts"."visibility" = 'public' and "posts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "posts_wall_idx" ON "posts" USING btree ("wall_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_show_public_idx" ON "posts" USING btree ("show_id","id" DESC NULLS LAST) WHERE "posts"."visibility" = 'public' and "posts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_pinned_idx" ON "posts" USING btree ("wall_user_id") WHERE "posts"."pinned";