import { translator } from "../format";

/** The back office's words (the owner's screens under /wp-admin/) and its REST API's errors: never shipped to shoppers' pages. */
export const backOfficeMessages = {
  // WooCommerce's REST errors, as its Vietnamese translation words them.
  "rest.cannotList": "Xin lỗi, bạn không thể liệt kê các tài nguyên.",
  "rest.cannotView": "Xin lỗi, bạn không thể xem tài nguyên này.",
  "rest.cannotEdit": "Xin lỗi, bạn không được phép chỉnh sửa tài nguyên này.",
  "rest.cannotCreate": "Xin lỗi, bạn không được phép tạo tài nguyên.",
  "rest.invalidId": "ID không hợp lệ.",
  "rest.invalidParam": "Tham số không hợp lệ: {params}.",
  "rest.missingParam": "Thiếu tham số: {params}.",
  "rest.invalidJson": "Nội dung gửi lên không phải JSON hợp lệ.",
  "rest.orderChanged": "Đơn hàng #{id} vừa được người khác thay đổi. Hãy tải lại để xem thay đổi mới nhất rồi thử lại.",
  "rest.outOfStock": "Không thể mở lại đơn hàng: “{line}” không còn đủ hàng trong kho.",
  "rest.perPage": "per_page phải nằm trong khoảng từ 1 đến 100.",
  "rest.page": "page phải là số nguyên từ 1 trở lên.",
  "rest.date": "phải là ngày giờ theo ISO 8601.",
  "rest.status": "phải là một trong: {values}.",
  "rest.noteEmpty": "Ghi chú không được để trống.",
} as const;

/** `t()` for these messages. */
export const tBackOffice = translator(backOfficeMessages);
