-- Login security (decision 025): failures counted per client network and login name, the
-- lockouts they lead to, the login log, and the CAPTCHA solutions already spent. Logged tables,
-- unlike request_allowances: a lockout must survive a crash or a restart. The hourly purge keeps
-- them bounded (app/features/account/.server/lockouts.ts, captcha.ts).
CREATE TYPE "public"."lockout_scope" AS ENUM('address', 'login');--> statement-breakpoint
CREATE TYPE "public"."login_failure_kind" AS ENUM('login', 'lost_password');--> statement-breakpoint
CREATE TYPE "public"."login_outcome" AS ENUM('success', 'wrong_password', 'empty_login', 'locked_out', 'two_factor_failed', 'captcha_missing', 'captcha_invalid', 'lost_password', 'logout');--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "captcha_solutions_signature_hex" CHECK ("captcha_solutions"."signature" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"kind" "login_failure_kind" NOT NULL,
	"scope" "lockout_scope" NOT NULL,
	"subject" text NOT NULL,
	"failed_at" timestamp with time zone[] NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_kind_scope_subject_pk" PRIMARY KEY("kind","scope","subject")
);
--> statement-breakpoint
CREATE TABLE "login_lockouts" (
	"scope" "lockout_scope" NOT NULL,
	"subject" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "login_lockouts_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE TABLE "login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"login" text NOT NULL,
	"outcome" "login_outcome" NOT NULL,
	"user_id" integer,
	CONSTRAINT "login_log_login_length" CHECK (length("login_log"."login") <= 100),
	CONSTRAINT "login_log_address_length" CHECK (length("login_log"."address") <= 64)
);
--> statement-breakpoint
ALTER TABLE "login_log" ADD CONSTRAINT "login_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_last" ON "login_failures" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "login_lockouts_until" ON "login_lockouts" USING btree ("until");--> statement-breakpoint
CREATE INDEX "login_log_at" ON "login_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "login_log_user" ON "login_log" USING btree ("user_id");