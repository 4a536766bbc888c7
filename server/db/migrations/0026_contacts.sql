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
CREATE INDEX "contacts_tags_idx" ON "contacts" USING gin ("tags");--> statement-breakpoint
-- The contacts of the calls, inbound texts and inquiries already kept (server/src/contacts/capture.ts, captureAllContacts).
INSERT INTO "contacts" ("organisation_id", "phone", "source", "interactions", "first_seen_at", "last_seen_at")
SELECT "organisation_id", "phone", (array_agg("source" ORDER BY "seen_at", "source"))[1], count(*), min("seen_at"), max("seen_at")
FROM (
	SELECT n."organisation_id", c."customer_phone_number" AS "phone", 'call' AS "source", c."started_at" AS "seen_at"
	FROM "calls" c JOIN "twilio_numbers" n ON n."id" = c."number_id"
	WHERE c."direction" = 'inbound' AND NOT c."is_test" AND c."customer_phone_number" ~ '^\+[1-9]\d{6,14}$'
		AND c."customer_phone_number" <> all(array['+266696687', '+86282452253', '+7378742833', '+2562533']::text[])
	UNION ALL
	SELECT n."organisation_id", m."customer_phone_number", 'sms', m."created_at"
	FROM "chat_messages" m JOIN "twilio_numbers" n ON n."id" = m."number_id"
	WHERE m."role" = 'customer' AND NOT m."is_test" AND m."customer_phone_number" ~ '^\+[1-9]\d{6,14}$'
		AND m."customer_phone_number" <> all(array['+266696687', '+86282452253', '+7378742833', '+2562533']::text[])
) AS "seen"
GROUP BY "organisation_id", "phone"
ON CONFLICT ((coalesce("organisation_id", 0)), "phone") WHERE "phone" IS NOT NULL DO UPDATE SET
	"interactions" = excluded."interactions",
	"first_seen_at" = least("contacts"."first_seen_at", excluded."first_seen_at"),
	"last_seen_at" = greatest("contacts"."last_seen_at", excluded."last_seen_at"),
	"source" = CASE WHEN excluded."first_seen_at" < "contacts"."first_seen_at" THEN excluded."source" ELSE "contacts"."source" END,
	"name" = CASE WHEN "contacts"."name" = '' THEN excluded."name" ELSE "contacts"."name" END;--> statement-breakpoint
INSERT INTO "contacts" ("organisation_id", "email", "name", "source", "interactions", "first_seen_at", "last_seen_at")
SELECT NULL, lower(trim(i."email")),
	coalesce((array_agg(trim(i."name") ORDER BY m."created_at", m."id") FILTER (WHERE trim(i."name") <> ''))[1], ''),
	'inquiry', count(*), min(m."created_at"), max(m."created_at")
FROM "inquiries" i JOIN "inquiry_messages" m ON m."inquiry_id" = i."id" AND m."author" = 'visitor'
WHERE trim(i."email") <> ''
GROUP BY lower(trim(i."email"))
ON CONFLICT ((coalesce("organisation_id", 0)), "email") WHERE "email" IS NOT NULL DO UPDATE SET
	"interactions" = excluded."interactions",
	"first_seen_at" = least("contacts"."first_seen_at", excluded."first_seen_at"),
	"last_seen_at" = greatest("contacts"."last_seen_at", excluded."last_seen_at"),
	"source" = CASE WHEN excluded."first_seen_at" < "contacts"."first_seen_at" THEN excluded."source" ELSE "contacts"."source" END,
	"name" = CASE WHEN "contacts"."name" = '' THEN excluded."name" ELSE "contacts"."name" END;
