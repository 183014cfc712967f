CREATE TABLE "show_production" (
	"show_id" integer PRIMARY KEY NOT NULL,
	"production_stage" smallint NOT NULL,
	"expected_premiere" date,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_production_stage_check" CHECK ("show_production"."production_stage" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "show_production" ADD CONSTRAINT "show_production_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "show_production_stage_idx" ON "show_production" USING btree ("production_stage","show_id");