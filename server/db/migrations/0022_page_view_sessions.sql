CREATE TABLE "page_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "browser" text;