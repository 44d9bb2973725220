import { translator } from "../format";

/** Messages of the home page, the blog and the portfolio, kept out of the catalogue every page ships (../vi.ts). */
export const contentMessages = {
  "home.title": "Trang chủ",
  "home.featured": "Sản phẩm nổi bật",
  "home.newArrivals": "Hàng mới về",
  "home.onSale": "Đang giảm giá",
  "home.categories": "Danh mục sản phẩm",
  "home.fromBlog": "Bài viết mới",
  "home.heroCta": "Mua sắm ngay",
  "blog.title": "Blog",
  "blog.tagTitle": "Thẻ: {name}",
  "blog.categoryTitle": "Chuyên mục: {name}",
  "blog.postedOn": "Đăng ngày",
  "blog.by": "bởi {author}",
  "blog.tags": "Thẻ:",
  "blog.categories": "Chuyên mục:",
  "blog.noPosts": "Chưa có bài viết nào.",
  "blog.recent": "Bài viết mới",
  "comments.title": "{count} bình luận về “{title}”",
  "comments.replies": "Trả lời bình luận của {author}",
  "comments.at": "{date} lúc {time}",
  "portfolio.title": "Dự án",
  "portfolio.singular": "Dự án",
  "portfolio.categories": "Nhóm dự án:",
  "contact.wrongPlace": "Lỗi: Biểu mẫu liên hệ này được đặt sai vị trí.",
} as const;

export const tContent = /* @__PURE__ */ translator(contentMessages);
