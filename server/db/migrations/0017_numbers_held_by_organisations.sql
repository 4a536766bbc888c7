ALTER TABLE "twilio_numbers" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "twilio_numbers" DROP COLUMN "owner_id";