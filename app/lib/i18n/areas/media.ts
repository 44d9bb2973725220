import { translator } from "../format";

/** The media library's words (wp/v2/media and the back office's "Thư viện ảnh"): never shipped to shoppers' pages. */
export const mediaMessages = {
  // WordPress's upload errors (its REST attachments controller), in Vietnamese.
  "rest.noData": "Không có dữ liệu nào được gửi lên.",
  "rest.noContentDisposition": "Thiếu tiêu đề Content-Disposition.",
  "rest.invalidDisposition": "Tiêu đề Content-Disposition không hợp lệ: cần có filename.",
  "rest.fileTooBig": "Tệp quá lớn: tối đa {limit} MB.",
  "rest.tooManyPixels": "Ảnh quá lớn: tối đa {limit} megapixel (ảnh này có {pixels} megapixel).",
  "rest.svgRefused": "Không nhận ảnh SVG: tệp SVG có thể chứa mã chạy được. Hãy tải lên JPEG, PNG, WebP, GIF hoặc AVIF.",
  "rest.invalidType": "Xin lỗi, bạn không được phép tải lên loại tệp này. Hãy tải lên ảnh JPEG, PNG, WebP, GIF hoặc AVIF.",
  "rest.notAnImage": "Tệp không phải là một ảnh đọc được (nội dung không khớp với định dạng ảnh).",
  "rest.sizesFailed": "Đã lưu ảnh gốc nhưng chưa tạo được các kích thước ảnh. Hãy thử xử lý lại.",
  "rest.invalidAction": "action phải là create-image-subsizes.",
  "rest.invalidId": "ID tệp đính kèm không hợp lệ.",
  "rest.noTrash": "Tệp đính kèm không hỗ trợ thùng rác. Hãy đặt force=true để xoá.",
  "rest.cannotCreate": "Xin lỗi, bạn không được phép tải tệp lên.",
  "rest.cannotEdit": "Xin lỗi, bạn không được phép sửa tệp này.",
  "rest.cannotDelete": "Xin lỗi, bạn không được phép xoá tệp này.",
  "rest.cannotList": "Xin lỗi, bạn không được phép xem thư viện ảnh.",

  // The back office's screen.
  "library.title": "Thư viện ảnh",
  "library.nav": "Thư viện ảnh",
  "library.intro": "Ảnh tải lên được tự động xoá thông tin EXIF/GPS và tạo đủ các kích thước cửa hàng dùng (WebP và JPEG).",
  "library.upload": "Tải ảnh lên",
  "library.fileLabel": "Chọn ảnh (JPEG, PNG, WebP, GIF hoặc AVIF)",
  "library.uploading": "Đang tải lên “{name}”…",
  "library.progress": "Tiến độ tải lên",
  "library.processing": "Đang tạo các kích thước ảnh cho “{name}”…",
  "library.uploaded": "Đã tải lên “{name}”.",
  "library.failed": "Không tải lên được “{name}”: {reason}",
  "library.empty": "Chưa có ảnh nào.",
  "library.count": "{total} ảnh",
  "library.loading": "Đang tải thư viện ảnh…",
  "library.loadFailed": "Không tải được thư viện ảnh: {reason}",
  "library.alt": "Văn bản thay thế",
  "library.altHelp": "Mô tả ảnh cho người dùng trình đọc màn hình và khi ảnh không hiện.",
  "library.titleField": "Tiêu đề",
  "library.save": "Lưu",
  "library.saving": "Đang lưu…",
  "library.saved": "Đã lưu thông tin ảnh “{name}”.",
  "library.delete": "Xoá vĩnh viễn",
  "library.deleteConfirm": "Xoá vĩnh viễn ảnh “{name}” và mọi kích thước của nó? Sản phẩm đang dùng ảnh này sẽ không còn ảnh.",
  "library.deleted": "Đã xoá ảnh “{name}”.",
  "library.cancel": "Huỷ",
  "library.details": "Chi tiết ảnh “{name}”",
  "library.dimensions": "{width} × {height} px",
  "library.noSizes": "Chưa có kích thước ảnh",
  "library.select": "Chọn ảnh “{name}”",
  "library.close": "Đóng",
  "library.more": "Xem thêm ảnh",
  "library.noScript": "Thư viện ảnh cần JavaScript.",
} as const;

/** `t()` for these messages. */
export const tMedia = translator(mediaMessages);
