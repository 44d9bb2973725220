import { translator } from "../format";

/**
 * Messages of live search and the instant-search overlay, kept out of the catalogue every page
 * ships (../vi.ts): the scripts that show them load on first use.
 */
export const searchMessages = {
  "search.noResults": "Không có kết quả",
  "search.loading": "Đang tìm…",
  "search.suggestionsLabel": "Gợi ý sản phẩm",
  "search.suggestionsCount": "{count} gợi ý. Dùng phím mũi tên lên xuống để chọn.",

  "search.overlayLabel": "Kết quả tìm kiếm",
  "search.close": "Đóng tìm kiếm",
  "search.inputLabel": "Tìm kiếm trên cửa hàng",
  "search.placeholder": "Tìm sản phẩm, bài viết…",
  "search.resultsFor": "Kết quả tìm kiếm cho “{query}”",
  "search.resultsAll": "Kết quả tìm kiếm",
  "search.total": "{count} kết quả",
  "search.correctedQuery": "Hiển thị kết quả cho “{query}”",
  "search.nothingFound": "Không tìm thấy kết quả nào cho “{query}”.",
  "search.nothingFoundHint": "Hãy thử từ khóa khác, ít từ hơn, hoặc bỏ bớt bộ lọc.",
  "search.loadingMore": "Đang tải thêm kết quả…",
  "search.loadedMore": "Đã tải thêm {count} kết quả.",
  "search.allLoaded": "Đã hiển thị tất cả kết quả.",
  "search.loadError": "Không tải được kết quả. Hãy thử lại.",
  "search.retry": "Thử lại",
  "search.more": "Xem thêm kết quả",
  "search.previous": "Kết quả trước",
  "search.pagination": "Các trang kết quả",
  "search.range": "Hiển thị {from}–{to} trong {total} kết quả",
  "search.ignoredParams": "Một số điều kiện tìm kiếm trong địa chỉ không hợp lệ nên đã được bỏ qua.",

  "search.sortLabel": "Sắp xếp",
  "search.sort.relevance": "Liên quan nhất",
  "search.sort.newest": "Mới nhất",
  "search.sort.oldest": "Cũ nhất",
  "search.sort.price_asc": "Giá: thấp đến cao",
  "search.sort.price_desc": "Giá: cao đến thấp",
  "search.sort.rating_desc": "Đánh giá",

  "search.filtersLabel": "Lọc kết quả",
  "search.clearFilters": "Xóa bộ lọc",
  "search.filterChosen": "(đã chọn)",
  "search.showFilters": "Hiện bộ lọc",
  "search.hideFilters": "Ẩn bộ lọc",
  "search.chosenCount": "{count} đang chọn",
  "search.filter.post_type_0": "Loại nội dung",
  "search.filter.taxonomy_1": "Danh mục sản phẩm",
  "search.filter.taxonomy_2": "Từ khóa sản phẩm",
  "search.filter.taxonomy_3": "Lớp vận chuyển",
  "search.filter.taxonomy_4": "Chuyên mục",
  "search.filter.taxonomy_5": "Thẻ",
  "search.filter.date_histogram_6": "Năm",

  "search.type.post": "Bài viết",
  "search.type.post.plural": "Bài viết",
  "search.type.page": "Trang",
  "search.type.page.plural": "Trang",
  "search.type.attachment": "Tệp đính kèm",
  "search.type.attachment.plural": "Tệp đính kèm",
  "search.type.product": "Sản phẩm",
  "search.type.product.plural": "Sản phẩm",
  "search.type.featured_item": "Portfolio",
  "search.type.featured_item.plural": "Portfolio",
  "search.type.rm_content_editor": "Khối nội dung",
  "search.type.rm_content_editor.plural": "Khối nội dung",

  "search.invalidParams": "Tham số không hợp lệ: {params}",
  "search.postedOn": "Đăng ngày {date}",
  "search.outOfStock": "Hết hàng",
  "search.ratingLabel": "Được xếp hạng {rating} trên 5",
} as const;

export type SearchMessageKey = keyof typeof searchMessages;
export const tSearch = translator(searchMessages);
