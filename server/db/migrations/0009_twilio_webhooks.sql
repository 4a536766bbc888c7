ALTER TABLE "call_logs" ADD COLUMN "turn_key" text;--> statement-breakpoint
ALTER TABLE "call_logs" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "call_logs_turn_idx" ON "call_logs" USING btree ("call_id","turn_key");