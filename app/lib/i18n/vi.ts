import { cartMessages } from "./areas/cart";
import { productPageMessages } from "./areas/product-page";

/**
 * Every user-facing string of the shop, in Vietnamese. Components never hold Vietnamese
 * literals: they ask `t()` for a key. Placeholders are `{name}`. Vietnamese has a single plural
 * form, so counts need no plural variants.
 */
const base = {
  "site.skipToContent": "Chuyển đến nội dung",
  "site.mainMenu": "Menu chính",
  "site.openMenu": "Mở menu",
  "site.closeMenu": "Đóng menu",
  "site.footerMenu": "Liên kết chân trang",
  "site.home": "Trang chủ",
  "site.account": "Tài khoản",
  "site.cart": "Giỏ hàng",
  "site.cartCount": "Giỏ hàng, {count} sản phẩm",
  "site.search": "Tìm kiếm",
  "site.searchPlaceholder": "Tìm sản phẩm…",
  "site.searchLabel": "Tìm kiếm sản phẩm",
  "site.searchSubmit": "Tìm",
  "site.searchCategory": "Tìm trong danh mục",
  "site.allCategories": "Tất cả danh mục",
  "site.breadcrumb": "Đường dẫn",
  "site.dismiss": "Đóng",
  "site.storeNotice": "Thông báo của cửa hàng",
  "site.backToTop": "Lên đầu trang",
  "site.copyright": "© {year} {name}. Bảo lưu mọi quyền.",
  "site.contact": "Liên hệ",
  "site.pleaseWait": "Vui lòng chờ...",
  "site.readMore": "Đọc tiếp",
  "site.viewAll": "Xem tất cả",
  "site.pagination": "Phân trang",
  "site.prevPage": "Trang trước",
  "site.nextPage": "Trang sau",
  "site.pageN": "Trang {n}",
  "site.currentPage": "Trang {n}, trang hiện tại",

  "error.notFoundTitle": "Không tìm thấy trang",
  "error.notFoundText": "Rất tiếc, trang bạn tìm không tồn tại hoặc đã được chuyển đi.",
  "error.backHome": "Về trang chủ",
  "error.goShop": "Đến cửa hàng",
  "error.serverTitle": "Đã có lỗi xảy ra",
  "error.serverText": "Xin lỗi, máy chủ đang gặp sự cố. Vui lòng thử lại sau ít phút.",
  "error.fetch_error": "Có vẻ bạn đang ngoại tuyến.",
  "error.invalid_json": "Phản hồi không phải là JSON hợp lệ.",
  "error.unknown_error": "Đã xảy ra lỗi không xác định.",
  "error.post_process": "Tải tệp lên thất bại. Nếu đây là ảnh hoặc hình lớn, vui lòng giảm kích thước rồi thử lại.",
  "error.restNoRoute": "Không tìm thấy route nào khớp với URL và phương thức yêu cầu.",
  "error.restInvalidNonce": "Mã xác thực cookie không hợp lệ.",
  "error.badRequest": "Yêu cầu không hợp lệ.",
  "error.badRequestTitle": "Yêu cầu không hợp lệ",
  "error.badRequestText": "Trang không đọc được dữ liệu bạn gửi lên. Vui lòng quay lại trang trước và gửi lại biểu mẫu.",
  "error.tooManyRequestsTitle": "Quá nhiều yêu cầu",
  "error.tooManyRequestsText": "Bạn vừa gửi quá nhiều yêu cầu trong thời gian ngắn. Vui lòng đợi một lát rồi thử lại.",



  "product.sale": "Giảm giá!",
  "product.salePercent": "-{percent}%",
  "product.outOfStock": "Hết hàng",
  "product.inStock": "Còn hàng",
  "product.inStockCount": "Còn {count} sản phẩm",
  "product.onBackorder": "Có thể đặt trước",
  "product.originalPrice": "Giá gốc là: {price}.",
  "product.currentPrice": "Giá hiện tại là: {price}.",
  "product.priceRange": "Khoảng giá: từ {min} đến {max}",
  "product.rating": "Được xếp hạng {rating} 5 sao",
  "product.ratingOutOf": "Được xếp hạng {rating} trên 5 dựa trên {count} đánh giá",
  "product.reviewCount": "{count} đánh giá của khách hàng",
  "product.noRating": "Chưa có đánh giá",
  "product.sku": "Mã sản phẩm:",
  "product.categories": "Danh mục:",
  "product.tags": "Từ khóa:",
  "product.description": "Mô tả",
  "product.additionalInfo": "Thông tin bổ sung",
  "product.reviews": "Đánh giá ({count})",
  "product.tabs": "Thông tin sản phẩm",
  "product.weight": "Khối lượng",
  "product.weightValue": "{grams} g",
  "product.selectOptions": "Lựa chọn các tùy chọn",
  "product.addToCart": "Thêm vào giỏ hàng",
  "product.readMore": "Đọc tiếp",
  "product.readMoreAbout": "Đọc tiếp về “{name}”",
  "product.viewProducts": "Xem sản phẩm",
  "product.viewProductsOf": "Xem sản phẩm của “{name}”",
  "product.selectOptionsFor": "Lựa chọn các tùy chọn cho “{name}”",
  "product.addToCartShort": "Thêm vào giỏ",
  "product.addToCartFor": "Thêm vào giỏ “{name}”",
  "product.quantity": "Số lượng",
  "product.quantityOf": "Số lượng {name}",
  "product.gallery": "Ảnh sản phẩm",
  "product.galleryImage": "Ảnh {n} của {name}",
  "product.related": "Sản phẩm tương tự",
  "product.chooseAnOption": "Chọn một tùy chọn",
  "product.galleryImageError": "Không thể tải hình ảnh #{n}.",
  "product.zoomError": "Không thể tải hình ảnh",
  "product.addedNotice": "“{name}” đã được thêm vào giỏ hàng.",

  "cart.addedNoticeQuantity": "{quantity} × “{name}” đã được thêm vào giỏ hàng.",
  "cart.addedNoticeList": "{items} đã được thêm vào giỏ hàng.",




} as const;

/**
 * The catalogue every page ships; each area keeps its own messages in areas/ so areas can grow side
 * by side. Areas only some pages or scripts show are not in it and have their own translator:
 * listings (the shop, archives, sorting), the cart page and the cart's refusals, the checkout,
 * orders, search, reviews, the gallery, the product form, the home page, blog and portfolio, and
 * accounts (areas/*.ts).
 */
export const vi = { ...base, ...cartMessages, ...productPageMessages } as const;

export type MessageKey = keyof typeof vi;
