ALTER TABLE "call_logs" ADD COLUMN "unanswered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "call_logs_unanswered_idx" ON "call_logs" USING btree ("call_id") WHERE "call_logs"."unanswered";--> statement-breakpoint
-- Calls answered before the assistant marked what it could not answer: its words then were the rules' fallback, in English or Spanish.
UPDATE "call_logs" SET "unanswered" = true WHERE "role" = 'assistant' AND "text" IN ('I''m not sure I can answer that. Would you like to leave a message? Someone will get back to you.', 'No estoy seguro de poder responder a eso. ¿Quiere dejar un mensaje? Le llamaremos.');
