CREATE TABLE "help_modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"body_en" text NOT NULL,
	"body_es" text NOT NULL,
	"minutes" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_completions" (
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_completions_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_module_id_help_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."help_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_modules_position_idx" ON "help_modules" USING btree ("position");--> statement-breakpoint
CREATE INDEX "module_completions_module_idx" ON "module_completions" USING btree ("module_id","completed_at");