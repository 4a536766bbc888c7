ALTER TABLE "tasks" DROP CONSTRAINT "tasks_phase_id_phases_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "order_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE set null ON UPDATE no action;