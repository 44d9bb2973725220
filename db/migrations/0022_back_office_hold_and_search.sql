-- Held stock and the orders list's search: when an unpaid bank transfer stops holding its stock,
-- the list's newest-first indexes in PostgreSQL's own DESC order (NULLS FIRST, so the planner walks
-- them for `order by created_at desc, id desc`), and trigram indexes for a search by any part of a
-- buyer's name, e-mail or phone.
DROP INDEX "orders_created";--> statement-breakpoint
DROP INDEX "orders_status_created";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_addresses_name_trgm" ON "order_addresses" USING gin (vn_fold("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_addresses_email_trgm" ON "order_addresses" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_addresses_phone_trgm" ON "order_addresses" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_desc" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_desc" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_hold_until" ON "orders" USING btree ("hold_until") WHERE "orders"."hold_until" is not null and "orders"."paid_at" is null;