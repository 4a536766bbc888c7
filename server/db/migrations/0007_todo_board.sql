DROP INDEX "task_assignees_user_idx";--> statement-breakpoint
ALTER TABLE "task_assignees" ADD COLUMN "board_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "task_assignees_user_idx" ON "task_assignees" USING btree ("user_id","board_position","task_id");