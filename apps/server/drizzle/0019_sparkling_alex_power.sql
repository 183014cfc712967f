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
ALTER TABLE "show_buzz" ADD CONSTRAINT "show_buzz_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_buzz" ADD CONSTRAINT "show_buzz_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_suggestions" ADD CONSTRAINT "show_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_suggestions" ADD CONSTRAINT "show_suggestions_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_options" ADD CONSTRAINT "watch_options_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_options" ADD CONSTRAINT "watch_options_service_id_streaming_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."streaming_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_options" ADD CONSTRAINT "watch_options_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "show_buzz_label_idx" ON "show_buzz" USING btree ("label","updated_at");--> statement-breakpoint
CREATE INDEX "show_suggestions_due_idx" ON "show_suggestions" USING btree ("due_at") WHERE "show_suggestions"."status" in ('pending','unavailable');--> statement-breakpoint
CREATE INDEX "show_suggestions_user_idx" ON "show_suggestions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_options_offer_idx" ON "watch_options" USING btree ("show_id","service_id","country","type","with_ads");--> statement-breakpoint
CREATE INDEX "watch_options_service_idx" ON "watch_options" USING btree ("service_id","show_id");