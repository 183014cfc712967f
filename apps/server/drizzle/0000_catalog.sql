CREATE TABLE "couples" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"show_id" integer NOT NULL,
	"person_a_id" integer NOT NULL,
	"person_b_id" integer NOT NULL,
	CONSTRAINT "couples_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"character" text,
	"role" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"season_number" smallint NOT NULL,
	"number" smallint NOT NULL,
	"title" text,
	"synopsis" jsonb,
	"airs_at" timestamp with time zone,
	"runtime" smallint
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "networks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"birthday" date,
	"birthplace" text,
	"known_for" text,
	"gender" text,
	CONSTRAINT "people_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"premiered" date
);
--> statement-breakpoint
CREATE TABLE "show_activity_daily" (
	"show_id" integer NOT NULL,
	"day" date NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "show_activity_daily_show_id_day_pk" PRIMARY KEY("show_id","day")
);
--> statement-breakpoint
CREATE TABLE "show_genres" (
	"show_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "show_genres_show_id_genre_id_pk" PRIMARY KEY("show_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"original_title" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"network_id" integer,
	"year" smallint,
	"premiered" date,
	"runtime" smallint,
	"air_time" text,
	"air_days" text[],
	"synopsis" jsonb NOT NULL,
	"poster_url" text,
	"tvmaze_id" integer,
	"trackers_count" integer DEFAULT 0 NOT NULL,
	"votes_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" numeric(12, 1) DEFAULT 0 NOT NULL,
	"demo_airing" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shows_slug_unique" UNIQUE("slug"),
	CONSTRAINT "shows_tvmaze_id_unique" UNIQUE("tvmaze_id"),
	CONSTRAINT "shows_type_check" CHECK ("shows"."type" in ('primetime','daily','digital'))
);
--> statement-breakpoint
CREATE TABLE "contact_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"page_url" text,
	"user_agent" text,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_person_a_id_people_id_fk" FOREIGN KEY ("person_a_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_person_b_id_people_id_fk" FOREIGN KEY ("person_b_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_activity_daily" ADD CONSTRAINT "show_activity_daily_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_genres" ADD CONSTRAINT "show_genres_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_genres" ADD CONSTRAINT "show_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couples_show_idx" ON "couples" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "credits_show_idx" ON "credits" USING btree ("show_id","kind","position");--> statement-breakpoint
CREATE INDEX "credits_person_idx" ON "credits" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_show_season_number_idx" ON "episodes" USING btree ("show_id","season_number","number");--> statement-breakpoint
CREATE INDEX "episodes_season_idx" ON "episodes" USING btree ("season_id","number");--> statement-breakpoint
CREATE INDEX "episodes_airs_at_idx" ON "episodes" USING btree ("airs_at");--> statement-breakpoint
CREATE INDEX "episodes_show_airs_at_idx" ON "episodes" USING btree ("show_id","airs_at");--> statement-breakpoint
CREATE INDEX "people_birthday_md_idx" ON "people" USING btree (extract(month from "birthday"),extract(day from "birthday"));--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_show_number_idx" ON "seasons" USING btree ("show_id","number");--> statement-breakpoint
CREATE INDEX "show_activity_daily_day_idx" ON "show_activity_daily" USING btree ("day","show_id");--> statement-breakpoint
CREATE INDEX "show_genres_genre_idx" ON "show_genres" USING btree ("genre_id","show_id");--> statement-breakpoint
CREATE INDEX "shows_network_idx" ON "shows" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "shows_year_idx" ON "shows" USING btree ("year");--> statement-breakpoint
CREATE INDEX "shows_popular_idx" ON "shows" USING btree ("trackers_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "shows_premiered_idx" ON "shows" USING btree ("premiered" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contact_reports_created_idx" ON "contact_reports" USING btree ("created_at");