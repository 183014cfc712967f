CREATE TABLE "notification_marks" (
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_marks_kind_subject_type_subject_id_actor_id_pk" PRIMARY KEY("kind","subject_type","subject_id","actor_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_marks" ADD CONSTRAINT "notification_marks_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_marks_actor_idx" ON "notification_marks" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_idx" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."read_at" is null and "notifications"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "notifications_delivered_idx" ON "notifications" USING btree ("user_id","delivered_at") WHERE "notifications"."group_key" is not null;