/** Messages of quick view, merged into the catalogue by ../vi.ts. */
export const productPageMessages = {
  "quickView.open": "Xem nhanh",
  "quickView.openFor": "Xem nhanh {name}",
  "quickView.close": "Đóng xem nhanh",
  "quickView.loading": "Đang tải sản phẩm…",
  "quickView.notFound": "Không tìm thấy sản phẩm này. Có thể sản phẩm đã ngừng bán.",
  "quickView.failed": "Không thể tải sản phẩm. Vui lòng thử lại.",
  "quickView.viewDetails": "Xem chi tiết sản phẩm",
} as const;
