/** Flat taxonomies: product tags, shipping classes, and the blog's and portfolio's terms. */
export type TermSeed = { name: string; description?: string };

export const PRODUCT_TAGS = {
  "hang-moi-ve": { name: "Hàng mới về", description: "Sản phẩm vừa lên kệ trong ba tuần gần đây." },
  "ban-chay": { name: "Bán chạy", description: "Những món được khách hàng chọn mua nhiều nhất." },
  "qua-tang": { name: "Quà tặng", description: "Gợi ý quà tặng ý nghĩa, có gói quà miễn phí." },
  cotton: { name: "Cotton" },
  "da-that": { name: "Da thật" },
  "cong-so": { name: "Công sở" },
  "dao-pho": { name: "Dạo phố" },
  "toi-gian": { name: "Tối giản" },
  "than-thien-moi-truong": { name: "Thân thiện môi trường" },
  "lam-thu-cong": { name: "Làm thủ công" },
} as const satisfies Record<string, TermSeed>;
export type TagSlug = keyof typeof PRODUCT_TAGS;

export const SHIPPING_CLASSES = {
  "hang-nho-gon": { name: "Hàng nhỏ gọn", description: "Gói hàng dưới 3 kg, giao tiêu chuẩn toàn quốc." },
  "hang-cong-kenh": { name: "Hàng cồng kềnh", description: "Hàng nặng hoặc kích thước lớn, tính phí theo khối lượng." },
  "giao-nhanh": { name: "Giao nhanh", description: "Có sẵn tại kho Hồ Chí Minh, giao trong 24 giờ ở nội thành." },
} as const satisfies Record<string, TermSeed>;
export type ShippingClassSlug = keyof typeof SHIPPING_CLASSES;

export const BLOG_CATEGORIES = {
  "meo-hay": { name: "Mẹo hay", description: "Mẹo phối đồ, giặt giũ và chăm sóc đồ dùng hằng ngày." },
  "xu-huong": { name: "Xu hướng", description: "Màu sắc, kiểu dáng và chất liệu đang được yêu thích." },
  "qua-tang": { name: "Quà tặng", description: "Gợi ý quà cho những dịp đặc biệt trong năm." },
  "tin-tuc-cua-hang": { name: "Tin tức cửa hàng", description: "Chương trình ưu đãi, dịch vụ mới và hoạt động của Cửa Hàng Xinh." },
} as const satisfies Record<string, TermSeed>;
export type BlogCategorySlug = keyof typeof BLOG_CATEGORIES;

export const POST_TAGS = {
  "phoi-do": { name: "Phối đồ" },
  "cong-so": { name: "Công sở" },
  "bao-quan": { name: "Bảo quản" },
  "giat-ui": { name: "Giặt ủi" },
  "qua-tang": { name: "Quà tặng" },
  "mau-sac": { name: "Màu sắc" },
  "cham-soc-da": { name: "Chăm sóc da" },
  "giay-dep": { name: "Giày dép" },
  "do-da": { name: "Đồ da" },
  "nha-bep": { name: "Nhà bếp" },
  "khuyen-mai": { name: "Khuyến mãi" },
  "tu-do-toi-gian": { name: "Tủ đồ tối giản" },
  "phu-kien": { name: "Phụ kiện" },
} as const satisfies Record<string, TermSeed>;
export type PostTagSlug = keyof typeof POST_TAGS;

export const PORTFOLIO_CATEGORIES = {
  "bo-suu-tap": { name: "Bộ sưu tập" },
  "chup-anh": { name: "Chụp ảnh" },
  "thiet-ke-cua-hang": { name: "Thiết kế cửa hàng" },
  "hop-tac": { name: "Hợp tác" },
} as const satisfies Record<string, TermSeed>;
export type PortfolioCategorySlug = keyof typeof PORTFOLIO_CATEGORIES;
