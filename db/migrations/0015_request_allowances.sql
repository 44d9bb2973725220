-- How many anonymous writes (adds to cart, reviews, orders, new sessions) each client address
-- still may make: a token bucket per action and address, taken from and refilled in one
-- statement (platform/.server/allowances.ts), so that every render thread and every process on
-- this database counts alike. Unlogged: losing the counts in a crash only forgives them, and
-- PostgreSQL then writes no WAL for the busiest rows of the shop. A row whose bucket is full
-- again is the same as none: the hourly purge deletes it.
CREATE UNLOGGED TABLE "request_allowances" (
	"action" text NOT NULL,
	"address" text NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_allowances_pkey" PRIMARY KEY ("action", "address")
);
--> statement-breakpoint
CREATE INDEX "request_allowances_updated" ON "request_allowances" ("updated_at");
