CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"interactions" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_phone_idx" ON "contacts" USING btree (coalesce("organisation_id", 0),"phone") WHERE "contacts"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_idx" ON "contacts" USING btree (coalesce("organisation_id", 0),"email") WHERE "contacts"."email" is not null;--> statement-breakpoint
CREATE INDEX "contacts_organisation_seen_idx" ON "contacts" USING btree ("organisation_id","last_seen_at","id");--> statement-breakpoint
CREATE INDEX "contacts_seen_idx" ON "contacts" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "contacts_first_seen_idx" ON "contacts" USING btree ("first_seen_at");--> statement-breakpoint
CREATE INDEX "contacts_tags_idx" ON "contacts" USING gin ("tags");