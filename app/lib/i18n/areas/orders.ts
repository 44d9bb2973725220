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
  "orders.discount": "Giảm giá",
  "orders.discountWithCodes": "Giảm giá ({codes})",
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

  // WooCommerce's "New order" e-mail, to the shop.
  "orders.newOrder.subject": "[{shop}]: Đơn hàng mới #{id}",
  "orders.newOrder.lead": "Bạn vừa nhận được đơn hàng #{id} của {name}, tổng cộng {total}.",
  "orders.newOrder.buyer": "Khách hàng",
  "orders.newOrder.open": "Xem đơn hàng trong trang quản trị",

  // An order's history, as the back office shows it (WooCommerce's system notes).
  "orders.history.statusChanged": "Trạng thái đơn hàng đã thay đổi từ {from} sang {to}.",
  "orders.history.stockRestored": "Đã trả lại hàng vào kho.",
  "orders.history.stockTaken": "Đã trừ lại hàng trong kho.",
  "orders.history.paid": "Đã nhận thanh toán.",
  "orders.history.unpaidCancelled": "Đơn hàng chưa thanh toán đã bị hủy do hết thời gian giữ hàng.",

  // E-mails to the buyer when staff change the order (WooCommerce's customer notifications).
  "orders.update.subject.processing": "[{shop}] Đơn hàng #{id} đang được xử lý",
  "orders.update.subject.on-hold": "[{shop}] Đơn hàng #{id} đang tạm giữ",
  "orders.update.subject.completed": "[{shop}] Đơn hàng #{id} đã hoàn thành",
  "orders.update.subject.cancelled": "[{shop}] Đơn hàng #{id} đã bị hủy",
  "orders.update.subject.refunded": "[{shop}] Đơn hàng #{id} đã được hoàn tiền",
  "orders.update.subject.note": "[{shop}] Ghi chú mới cho đơn hàng #{id}",
  "orders.update.body.processing": "Cửa hàng đã nhận đơn hàng #{id} của bạn và đang chuẩn bị hàng để giao.",
  "orders.update.body.on-hold": "Đơn hàng #{id} của bạn đang tạm giữ cho đến khi cửa hàng xác nhận đã nhận được thanh toán.",
  "orders.update.body.completed": "Đơn hàng #{id} của bạn đã hoàn thành. Cảm ơn bạn đã mua sắm tại {shop}!",
  "orders.update.body.cancelled": "Đơn hàng #{id} của bạn đã bị hủy. Nếu bạn đã thanh toán, cửa hàng sẽ liên hệ để hoàn tiền.",
  "orders.update.body.refunded": "Đơn hàng #{id} của bạn đã được hoàn tiền.",
  "orders.update.body.note": "Cửa hàng vừa thêm ghi chú cho đơn hàng #{id} của bạn:",
} as const;

/** `t()` for these messages. */
export const tOrders = translator(orderMessages);
