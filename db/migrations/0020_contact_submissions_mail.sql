-- A contact form's submission is stored before its mail is sent (mail_pending), and a mail that
-- fails is tried again (attempts, next attempt, last error); it keeps who sent it from where and
-- the files it carried, which are deleted after a while (files_purged_at).
ALTER TYPE "public"."submission_status" ADD VALUE 'mail_pending' BEFORE 'mail_sent';--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "files_purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "next_mail_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "mail_error" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_submissions_mail_due" ON "contact_submissions" USING btree ("next_mail_attempt_at") WHERE "contact_submissions"."next_mail_attempt_at" is not null;