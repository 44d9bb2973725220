-- WooCommerce's REST API keys (issue 22, decision 032): consumer key and secret per account, kept as hashes only, with read, write or read_write.
CREATE TYPE "public"."api_key_permission" AS ENUM('read', 'write', 'read_write');--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"permissions" "api_key_permission" NOT NULL,
	"consumer_key_hash" text NOT NULL,
	"consumer_secret_hash" text NOT NULL,
	"truncated_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_access" timestamp with time zone,
	CONSTRAINT "api_keys_description_length" CHECK (length("api_keys"."description") between 1 and 200),
	CONSTRAINT "api_keys_hashes_are_sha256" CHECK ("api_keys"."consumer_key_hash" ~ '^[0-9a-f]{64}$' and "api_keys"."consumer_secret_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_consumer_key_hash" ON "api_keys" USING btree ("consumer_key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user" ON "api_keys" USING btree ("user_id");