import { translator } from "../format";

/**
 * Messages of the site's notices and blocks that most pages never show — the coming-soon page and
 * banner, the blocks' edit links, the photo feed — kept out of the catalogue every page ships (../vi.ts).
 */
export const siteChromeMessages = {
  "comingSoon.title": "Sắp ra mắt",
  "comingSoon.text": "{site} đang chuẩn bị những điều mới. Mời bạn quay lại sau ít lâu nữa.",
  "comingSoon.ownerSignIn": "Bạn là chủ cửa hàng? Đăng nhập",
  "comingSoon.banner.label": "Chế độ sắp ra mắt",
  "comingSoon.banner.settings": "Đổi chế độ hiển thị",
  "comingSoon.banner.dismiss": "Ẩn dải thông báo sắp ra mắt",
  "comingSoon.banner.failed": "Không thể ẩn dải thông báo: {message}",
  "editLinks.builder": "Sửa bằng trình dựng trang",
  "editLinks.backend": "Sửa trong trang quản trị",
  "editLinks.label": "Sửa khối “{title}”",
  "editLinks.reducedMotion": "Chế độ giảm chuyển động đang bật: hiệu ứng chuyển động của trang được tắt khi sửa.",
  "photoFeed.label": "Ảnh từ Instagram",
  "photoFeed.open": "Xem ảnh trên Instagram",
  "photoFeed.photo": "Ảnh {n}",
  "photoFeed.invalidData": "Dữ liệu không hợp lệ",
  "photoFeed.error": "Lỗi Instagram: {message}",
  "photoFeed.empty": "Chưa có ảnh nào được chọn cho khối ảnh.",
  "photoFeed.failed": "Không thể tải ảnh",
  "menu.sidebar": "Menu điện thoại",
  "menu.tabs": "Chọn menu",
  "menu.tabMenu": "Menu",
  "menu.tabCategories": "Danh mục",
  "menu.openLevel": "Mở menu con: {label}",
  "menu.toggleDropdown": "Menu con: {label}",
  "scrollTo.bullets": "Các phần của trang",
  "scrollTo.bullet": "Đến phần “{title}”",
} as const;

export const tSiteChrome = /* @__PURE__ */ translator(siteChromeMessages);
