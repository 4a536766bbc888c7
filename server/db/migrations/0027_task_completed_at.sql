ALTER TABLE "tasks" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- Tasks done before this migration: their last change is the best moment known.
UPDATE "tasks" SET "completed_at" = "updated_at" WHERE "status" = 'DONE';
--> statement-breakpoint
-- Every path that moves a task (its edit, the project board, the todo board, the seeds) records
-- when it was done: now, when its status becomes DONE (an insert may give its own moment, as the
-- demo seeds do), kept while it stays DONE, and cleared when it leaves DONE.
CREATE FUNCTION "tasks_completed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" <> 'DONE' THEN
    NEW."completed_at" := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."completed_at" := coalesce(NEW."completed_at", now());
  ELSIF OLD."status" <> 'DONE' THEN
    NEW."completed_at" := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tasks_completed_at" BEFORE INSERT OR UPDATE OF "status" ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "tasks_completed_at"();
--> statement-breakpoint
-- The client accounts dashboard: project tasks completed in a period.
CREATE INDEX "tasks_completed_idx" ON "tasks" USING btree ("completed_at") WHERE "project_id" IS NOT NULL;
