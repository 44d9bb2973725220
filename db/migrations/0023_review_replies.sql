-- The shop's public reply under a review: its text, the staff member who wrote it and when (one per
-- review, shown under it on the product page).
ALTER TABLE "reviews" ADD COLUMN "reply_content" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_user_id_users_id_fk" FOREIGN KEY ("reply_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply" CHECK (("reviews"."reply_content" is null) = ("reviews"."replied_at" is null) and length("reviews"."reply_content") between 1 and 5000);