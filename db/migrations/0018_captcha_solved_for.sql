-- The account a CAPTCHA solution passed a sign-in for (decision 025): the same token passes again
-- for that account until it expires (the AJAX check, then the real submit); for anyone else it is spent.
ALTER TABLE "captcha_solutions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "captcha_solutions" ADD CONSTRAINT "captcha_solutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;