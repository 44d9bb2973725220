-- Uploaded pictures (the back office's media library, wp/v2/media): each keeps its stored original's
-- path, type and size, and who uploaded it, beside the renditions the demo pictures already had.
ALTER TABLE "media" ADD COLUMN "file" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "mime_type" text DEFAULT 'image/jpeg' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "filesize" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;