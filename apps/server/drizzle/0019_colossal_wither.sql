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
CREATE UNIQUE INDEX "contributor_requests_pending_idx" ON "contributor_requests" USING btree ("user_id","show_id") WHERE "contributor_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "contributor_requests_status_idx" ON "contributor_requests" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contributor_requests_show_idx" ON "contributor_requests" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "episode_images_episode_idx" ON "episode_images" USING btree ("episode_id","id");--> statement-breakpoint
CREATE INDEX "episode_images_show_idx" ON "episode_images" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "show_clips_show_idx" ON "show_clips" USING btree ("show_id","id");--> statement-breakpoint
CREATE INDEX "show_clips_episode_idx" ON "show_clips" USING btree ("episode_id");--> statement-breakpoint
CREATE INDEX "show_music_show_idx" ON "show_music" USING btree ("show_id","id");