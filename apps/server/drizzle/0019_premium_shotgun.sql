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
CREATE INDEX "catalog_announcements_at_idx" ON "catalog_announcements" USING btree ("announced_at");