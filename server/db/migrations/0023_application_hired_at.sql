ALTER TABLE "job_applications" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
update job_applications set hired_at = updated_at where stage = 'hired';
