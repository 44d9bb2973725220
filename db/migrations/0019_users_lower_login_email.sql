-- Sign-in finds an account by login or e-mail whatever their case (`lower(...) = lower($1)`): an
-- index each, so a wrong password costs the same lookup with ten customers or a hundred thousand.
CREATE INDEX "users_login_lower" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "users_email_lower" ON "users" USING btree (lower("email"));