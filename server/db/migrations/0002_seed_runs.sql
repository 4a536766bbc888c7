CREATE TABLE "seed_runs" (
	"area" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database that already has people got the users area's demo data (or its own people) before
-- seeds were recorded: never seed demo people into it again.
INSERT INTO "seed_runs" ("area") SELECT 'users' WHERE EXISTS (SELECT 1 FROM "users");
