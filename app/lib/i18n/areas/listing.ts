/** Messages of the listing area, merged into the catalogue by ../vi.ts. */
export const listingMessages = {
  "listing.moreSwatches": "Xem thêm {count} lựa chọn",
  "listing.resultCountSorted": "{count}. Sắp xếp: {order}.",
  "listing.loadingMore": "Đang tải thêm sản phẩm…",
  "listing.loadedMore": "Đã tải thêm {count} sản phẩm.",
  "listing.allLoaded": "Đã hiển thị tất cả sản phẩm.",
  "listing.loadError": "Không tải được thêm sản phẩm. Hãy thử lại hoặc dùng liên kết phân trang bên dưới.",
  "listing.retry": "Thử lại",
  "listing.openPage": "Mở trang {n}",
} as const;
