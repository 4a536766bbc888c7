CREATE TABLE "pending_sign_ups" (
	"email" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" text,
	"code_hash" text NOT NULL,
	"tries_left" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
