DROP INDEX "products_listing";--> statement-breakpoint
DROP INDEX "products_by_price";--> statement-breakpoint
DROP INDEX "products_by_date";--> statement-breakpoint
DROP INDEX "products_by_popularity";--> statement-breakpoint
DROP INDEX "products_by_rating";--> statement-breakpoint
CREATE INDEX "products_by_menu_order" ON "products" USING btree ("status","menu_order","name","id");--> statement-breakpoint
CREATE INDEX "products_by_price_desc" ON "products" USING btree ("status","max_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_by_price" ON "products" USING btree ("status","min_price","id");--> statement-breakpoint
CREATE INDEX "products_by_date" ON "products" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_by_popularity" ON "products" USING btree ("status","total_sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_by_rating" ON "products" USING btree ("status","average_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST);