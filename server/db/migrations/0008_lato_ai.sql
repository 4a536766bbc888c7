CREATE TYPE "public"."after_hours" AS ENUM('take_message', 'transfer', 'decline');--> statement-breakpoint
CREATE TYPE "public"."assistant_language" AS ENUM('en', 'es');--> statement-breakpoint
CREATE TYPE "public"."call_direction" AS ENUM('inbound', 'outbound');--> statement-breakpoint
CREATE TYPE "public"."call_outcome" AS ENUM('handled', 'message_taken', 'transferred', 'missed');--> statement-breakpoint
CREATE TYPE "public"."call_status" AS ENUM('queued', 'ringing', 'in_progress', 'completed', 'busy', 'no_answer', 'failed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('received', 'queued', 'sending', 'sent', 'delivered', 'failed');--> statement-breakpoint
CREATE TYPE "public"."speaker" AS ENUM('customer', 'assistant', 'agent');--> statement-breakpoint
CREATE TABLE "assistant_settings" (
	"number_id" integer PRIMARY KEY NOT NULL,
	"assistant_name" text NOT NULL,
	"greeting" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"language" "assistant_language" NOT NULL,
	"voice" text NOT NULL,
	"time_zone" text NOT NULL,
	"business_hours" jsonb NOT NULL,
	"after_hours" "after_hours" NOT NULL,
	"transfer_number" text,
	"faq" jsonb NOT NULL,
	"sms_auto_reply" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"call_id" integer NOT NULL,
	"role" "speaker" NOT NULL,
	"text" text NOT NULL,
	"confidence" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number_id" integer NOT NULL,
	"call_sid" text NOT NULL,
	"customer_phone_number" text NOT NULL,
	"direction" "call_direction" NOT NULL,
	"status" "call_status" NOT NULL,
	"outcome" "call_outcome",
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"summary" text DEFAULT '' NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number_id" integer NOT NULL,
	"customer_phone_number" text NOT NULL,
	"role" "speaker" NOT NULL,
	"body" text NOT NULL,
	"status" "message_status" NOT NULL,
	"message_sid" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twilio_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "twilio_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone_number" text NOT NULL,
	"friendly_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_settings" ADD CONSTRAINT "assistant_settings_number_id_twilio_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."twilio_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_number_id_twilio_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."twilio_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_number_id_twilio_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."twilio_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twilio_numbers" ADD CONSTRAINT "twilio_numbers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_logs_call_idx" ON "call_logs" USING btree ("call_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_sid_idx" ON "calls" USING btree ("call_sid");--> statement-breakpoint
CREATE INDEX "calls_number_started_idx" ON "calls" USING btree ("number_id","started_at","id");--> statement-breakpoint
CREATE INDEX "calls_number_customer_idx" ON "calls" USING btree ("number_id","customer_phone_number","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sid_idx" ON "chat_messages" USING btree ("message_sid");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("number_id","customer_phone_number","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_messages_number_idx" ON "chat_messages" USING btree ("number_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "twilio_numbers_phone_idx" ON "twilio_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "twilio_numbers_owner_idx" ON "twilio_numbers" USING btree ("owner_id","id");