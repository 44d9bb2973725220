-- WordPress's application passwords (issue 22, decision 030): named per account, kept as SHA-256 only, for HTTP Basic on the REST API.
CREATE TABLE "application_passwords" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"app_id" uuid,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_ip" text,
	CONSTRAINT "application_passwords_name_length" CHECK (length("application_passwords"."name") between 1 and 200),
	CONSTRAINT "application_passwords_hash_is_sha256" CHECK ("application_passwords"."password_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "application_passwords" ADD CONSTRAINT "application_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_passwords_user_name" ON "application_passwords" USING btree ("user_id","name");