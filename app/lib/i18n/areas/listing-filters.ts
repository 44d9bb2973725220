import { translator } from "../format";

/**
 * Messages of the listings' filters (the product sidebar, its chips and its phone button): only
 * the server draws them (the sidebar is kept without its code), so no page's script carries them.
 */
export const listingFilterMessages = {
  "filters.title": "Lọc sản phẩm",
  "filters.open": "Lọc",
  "filters.openCount": "Lọc ({count})",
  "filters.close": "Đóng bộ lọc",
  "filters.price": "Lọc theo giá",
  "filters.minPrice": "Giá từ",
  "filters.maxPrice": "Giá đến",
  "filters.priceHelp": "Nhập số đồng, không cần dấu chấm: ví dụ 150000. Có thể để trống một ô.",
  "filters.priceRange": "Giá hiện có: {min} – {max}",
  "filters.apply": "Lọc",
  "filters.rating": "Lọc theo đánh giá",
  "filters.ratingOption": "Được đánh giá {rating} trên 5",
  "filters.stock": "Tình trạng",
  "filters.inStock": "Chỉ hàng còn sẵn",
  "filters.chosen": "đã chọn",
  "filters.active": "Bộ lọc đang dùng",
  "filters.remove": "Bỏ lọc",
  "filters.clearAll": "Xóa tất cả bộ lọc",
  "filters.minChip": "Tối thiểu {price}",
  "filters.maxChip": "Tối đa {price}",
  "filters.ratingChip": "Đánh giá {rating} trên 5",
} as const;

export const tListingFilters = /* @__PURE__ */ translator(listingFilterMessages);
