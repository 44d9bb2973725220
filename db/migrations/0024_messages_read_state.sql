-- The back office's inbox: when staff read a contact-form submission or a registration
-- support message, and who, so the owner sees which are new; partial indexes find the unread ones
-- (the inbox's filter and the menu's count) without reading every message.
ALTER TABLE "support_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "read_by" integer;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "read_by" integer;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_unread" ON "support_messages" USING btree ("created_at") WHERE "support_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "contact_submissions_unread" ON "contact_submissions" USING btree ("created_at") WHERE "contact_submissions"."read_at" is null;