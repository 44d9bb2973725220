import { translator } from "../format";

/** Messages of placed orders (bank-transfer details, VietQR, confirmation e-mail), kept out of the catalogue every page ships (../vi.ts). */
export const orderMessages = {
  "orders.qr.title": "Mã VietQR chuyển khoản: quét bằng ứng dụng ngân hàng",
  "orders.qr.alt": "Mã VietQR để chuyển {amount} vào tài khoản {accountNumber} tại {bank}, nội dung {content}",
  "orders.qr.hint": "Quét mã bằng ứng dụng ngân hàng hoặc ví điện tử: số tài khoản, số tiền và nội dung được điền sẵn.",

  "orders.bacs.heading": "Thông tin chuyển khoản",
  "orders.bacs.intro": "Vui lòng chuyển đúng số tiền và ghi đúng nội dung chuyển khoản dưới đây. Đơn hàng sẽ được giao sau khi cửa hàng nhận được tiền.",
  "orders.bacs.bank": "Ngân hàng",
  "orders.bacs.accountNumber": "Số tài khoản",
  "orders.bacs.accountName": "Chủ tài khoản",
  "orders.bacs.amount": "Số tiền",
  "orders.bacs.content": "Nội dung chuyển khoản",

  "orders.free": "Miễn phí",
  "orders.product": "Sản phẩm",
  "orders.quantity": "Số lượng",
  "orders.lineTotal": "Thành tiền",
  "orders.subtotal": "Tạm tính",
  "orders.shipping": "Giao hàng",
  "orders.total": "Tổng cộng",
  "orders.paymentMethod": "Phương thức thanh toán",
  "orders.note": "Ghi chú",
  "orders.billingAddress": "Địa chỉ thanh toán",
  "orders.shippingAddress": "Địa chỉ giao hàng",
  "orders.placedAt": "{time}, ngày {date}",

  // WooCommerce's order statuses, as its Vietnamese translation names them.
  "orders.status.pending": "Chờ thanh toán",
  "orders.status.processing": "Đang xử lý",
  "orders.status.on-hold": "Tạm giữ",
  "orders.status.completed": "Đã hoàn thành",
  "orders.status.cancelled": "Đã hủy",
  "orders.status.refunded": "Đã hoàn lại tiền",
  "orders.status.failed": "Thất bại",

  "orders.email.subject": "[{shop}] Đơn hàng #{id} đã được tiếp nhận",
  "orders.email.greeting": "Xin chào {name},",
  "orders.email.thanks": "Cảm ơn bạn đã đặt hàng tại {shop}. Đơn hàng #{id} của bạn đã được tiếp nhận và đang được xử lý.",
  "orders.email.thanksBacs": "Cảm ơn bạn đã đặt hàng tại {shop}. Đơn hàng #{id} đã được tiếp nhận và sẽ được giao sau khi chúng tôi nhận được tiền chuyển khoản.",
  "orders.email.orderHeading": "Đơn hàng #{id} ({placedAt})",
  "orders.email.view": "Xem đơn hàng",
  "orders.email.contact": "Nếu cần hỗ trợ, bạn hãy liên hệ {shop}:",
  "orders.email.phone": "Điện thoại",
  "orders.email.email": "Email",
  "orders.email.address": "Địa chỉ",
  "orders.email.signature": "Trân trọng,",
  "orders.email.noRecipient": "Đơn hàng không có địa chỉ email người nhận.",
} as const;

/** `t()` for these messages. */
export const tOrders = translator(orderMessages);
