-- Products (and posts) may be moved to the trash, WooCommerce's DELETE without force: hidden from
-- the shop (every storefront read takes status 'publish' only), restorable or deleted for good by staff.
ALTER TYPE "public"."publish_status" ADD VALUE 'trash';
