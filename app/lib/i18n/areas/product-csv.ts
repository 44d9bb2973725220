import { translator } from "../format";

/** The product CSV's words (cuahang/v1/products/import and export, the back office's "Nhập / xuất"): never shipped to shoppers' pages. */
export const productCsvMessages = {
  "rest.cannotImport": "Xin lỗi, bạn không được phép nhập sản phẩm.",
  "rest.cannotExport": "Xin lỗi, bạn không được phép xuất sản phẩm.",
  "rest.noFile": "Hãy chọn một tệp CSV.",
  "rest.fileTooBig": "Tệp quá lớn: tối đa {limit} MB. Tệp lớn hơn hãy nhập bằng lệnh npm run import -- products.",

  "screen.title": "Nhập / xuất sản phẩm",
  "screen.nav": "Nhập / xuất",
  "screen.loading": "Đang tải…",
  "screen.noScript": "Màn hình này cần JavaScript.",
  "import.heading": "Nhập sản phẩm từ tệp CSV",
  "import.intro":
    "Tệp CSV theo định dạng của WooCommerce (Công cụ xuất sản phẩm của WooCommerce). Sản phẩm trùng SKU (hoặc ID khi không có SKU) được cập nhật, không tạo bản sao. Giá lẻ (ví dụ 19.99) được làm tròn đến đồng. Ảnh chỉ lấy từ thư viện ảnh của cửa hàng; ảnh ở trang khác được bỏ qua.",
  "import.file": "Tệp CSV",
  "import.preview": "Xem trước",
  "import.previewing": "Đang đọc tệp…",
  "import.confirm": "Nhập {count} dòng",
  "import.importing": "Đang nhập…",
  "import.again": "Chọn tệp khác",
  "preview.heading": "Xem trước",
  "preview.counts": "{rows} dòng: {created} tạo mới, {updated} cập nhật, {skipped} bỏ qua.",
  "preview.first": "Các dòng đầu",
  "preview.line": "Dòng",
  "preview.action": "Việc sẽ làm",
  "preview.type": "Loại",
  "preview.sku": "SKU",
  "preview.name": "Tên",
  "preview.create": "Tạo mới",
  "preview.update": "Cập nhật",
  "preview.blocked": "Tệp có dòng lỗi: sửa các dòng dưới đây rồi chọn lại tệp. Không dòng nào được nhập khi tệp còn lỗi.",
  "type.simple": "Đơn giản",
  "type.variable": "Có biến thể",
  "type.variation": "Biến thể",
  "summary.heading": "Đã nhập",
  "summary.done": "Đã nhập {rows} dòng: {created} tạo mới, {updated} cập nhật, {skipped} bỏ qua.",
  "summary.failed": "Không nhập gì: tệp có dòng lỗi.",
  "skipped.heading": "Dòng bỏ qua",
  "skipped.error": "lỗi",
  "notes.heading": "Ghi chú",
  "line": "Dòng {line}",
  "export.heading": "Xuất sản phẩm",
  "export.intro": "Tải toàn bộ sản phẩm (trừ thùng rác) về một tệp CSV theo định dạng của WooCommerce. Nhập lại tệp này không thay đổi gì.",
  "export.download": "Tải tệp CSV",
} as const;

export const tProductCsv = translator(productCsvMessages);
