-- The outbox kept reset codes in clear text: those e-mails go, and new ones are kept sealed.
DELETE FROM "outbox_emails";--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "sealed" text NOT NULL;
--> statement-breakpoint
-- So did the e-mail jobs pg-boss keeps for a week after they ran; jobs still to run stay.
DO $$
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    DELETE FROM pgboss.job WHERE name = 'send-email' AND state IN ('completed', 'failed', 'cancelled');
  END IF;
  IF to_regclass('pgboss.archive') IS NOT NULL THEN
    DELETE FROM pgboss.archive WHERE name = 'send-email';
  END IF;
END $$;
