ALTER TYPE "public"."call_status" ADD VALUE 'ended_without_status';--> statement-breakpoint
CREATE INDEX "calls_open_idx" ON "calls" USING btree ("started_at") WHERE "calls"."ended_at" is null;