import { translator } from "../format";

/** Messages of product listings (the shop, category and tag archives, sorting, infinite scroll), kept out of the catalogue every page ships (../vi.ts). */
export const listingMessages = {
  "shop.title": "Cửa hàng",
  "shop.resultCount": "Hiển thị {from}–{to} trong {total} kết quả",
  "shop.resultCountAll": "Hiển thị tất cả {total} kết quả",
  "shop.resultCountSingle": "Hiển thị kết quả duy nhất",
  "shop.noProducts": "Không tìm thấy sản phẩm nào khớp với lựa chọn của bạn.",
  "shop.sortLabel": "Thứ tự sản phẩm",
  "shop.sortSubmit": "Sắp xếp",
  "shop.sort.menu_order": "Thứ tự mặc định",
  "shop.sort.popularity": "Thứ tự theo mức độ phổ biến",
  "shop.sort.rating": "Thứ tự theo điểm đánh giá",
  "shop.sort.date": "Mới nhất",
  "shop.sort.price": "Thứ tự theo giá: thấp đến cao",
  "shop.sort.price-desc": "Thứ tự theo giá: cao xuống thấp",
  "shop.categoryTitle": "Danh mục: {name}",
  "shop.tagTitle": "Từ khóa: {name}",
  "shop.subcategories": "Danh mục con",
  "listing.moreSwatches": "Xem thêm {count} lựa chọn",
  "listing.resultCountSorted": "{count}. Sắp xếp: {order}.",
  "listing.loadingMore": "Đang tải thêm sản phẩm…",
  "listing.loadedMore": "Đã tải thêm {count} sản phẩm. {shown}.",
  "listing.allLoaded": "Đã hiển thị tất cả sản phẩm.",
  "listing.loadError": "Không tải được thêm sản phẩm. Hãy thử lại hoặc dùng liên kết phân trang bên dưới.",
  "listing.retry": "Thử lại",
  "listing.openPage": "Mở trang {n}",
} as const;

export const tListing = /* @__PURE__ */ translator(listingMessages);
