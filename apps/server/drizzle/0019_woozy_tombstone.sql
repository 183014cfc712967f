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
ALTER TABLE "news_article_shows" ADD CONSTRAINT "news_article_shows_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_shows" ADD CONSTRAINT "news_article_shows_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_article_shows_show_idx" ON "news_article_shows" USING btree ("show_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_slug_key" ON "news_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_language_published_idx" ON "news_articles" USING btree ("language","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);