import { translator } from "../format";

/**
 * Messages of the cart page, the mini cart and the checkout's order lines, and the cart's refusals
 * (said by the server), kept out of the catalogue every page ships (../vi.ts).
 */
export const cartPageMessages = {
  "cart.title": "Giỏ hàng",
  "cart.empty": "Chưa có sản phẩm nào trong giỏ hàng.",
  "cart.returnToShop": "Quay trở lại cửa hàng",
  "cart.update": "Cập nhật",
  "cart.remove": "Xóa",
  "cart.unitPrice": "Đơn giá",
  "cart.quantity": "Số lượng",
  "cart.lineTotal": "Thành tiền",
  "cart.product": "Sản phẩm",
  "cart.image": "Hình ảnh",
  "cart.linesCaption": "Các sản phẩm trong giỏ hàng",
  "cart.totals": "Cộng giỏ hàng",
  "cart.continueShopping": "← Tiếp tục mua sắm",
  "cart.shippingAtCheckout": "Phí vận chuyển sẽ được tính ở bước thanh toán.",
  "cart.updatedTotal": "Giỏ hàng đã được cập nhật. Tổng cộng: {total} đồng.",
  "cart.updateCart": "Cập nhật giỏ hàng",
  "cart.removeItem": "Xóa “{name}” khỏi giỏ hàng",
  "cart.removedItem": "Đã xóa “{name}” khỏi giỏ hàng.",
  "cart.miniEmpty": "Chưa có sản phẩm trong giỏ hàng.",
  "cart.subtotal": "Tạm tính",
  "cart.total": "Tổng cộng",
  "cart.checkout": "Thanh toán",
  "cart.proceedToCheckout": "Tiến hành thanh toán",
  "cart.updated": "Giỏ hàng đã được cập nhật.",
  "cart.error.unknownLine": "Sản phẩm này không còn trong giỏ hàng của bạn.",
  "cart.error.badQuantity": "Số lượng phải là một số nguyên từ 0 đến 9999.",
  "cart.error.setNotEnoughStock": "Xin lỗi, “{name}” chỉ còn {available} sản phẩm. Vui lòng chọn số lượng nhỏ hơn.",
  "cart.error.expiredLink": "Liên kết này đã hết hạn. Vui lòng thử lại.",
  "cart.error.notFound": "Sản phẩm này không tồn tại hoặc đã ngừng bán.",
  "cart.error.notPurchasable": "Xin lỗi, sản phẩm “{name}” hiện không thể mua.",
  "cart.error.chooseOptions": "Vui lòng chọn đầy đủ các tùy chọn của “{name}” trước khi thêm vào giỏ hàng.",
  "cart.error.noSuchVariation": "Xin lỗi, “{name}” không có phiên bản nào khớp với lựa chọn của bạn. Vui lòng chọn kết hợp khác.",
  "cart.error.outOfStock": "Không thể thêm “{name}” vào giỏ hàng vì sản phẩm đã hết hàng.",
  "cart.error.notEnoughStock": "Không thể thêm số lượng này vào giỏ hàng: “{name}” chỉ còn {available} sản phẩm.",
  "cart.error.notEnoughStockInCart": "Không thể thêm số lượng này vào giỏ hàng: “{name}” chỉ còn {available} sản phẩm và giỏ hàng của bạn đã có {inCart}.",
  "cart.error.belowMinimum": "Số lượng tối thiểu khi mua “{name}” là {min}.",
  "cart.error.aboveMaximum": "Bạn chỉ có thể mua tối đa {max} sản phẩm “{name}”.",
  "cart.error.soldIndividuallyInCart": "Không thể thêm một “{name}” nữa: sản phẩm này chỉ bán mỗi đơn một chiếc và đã có trong giỏ hàng.",
  "cart.error.soldIndividually": "Bạn chỉ có thể mua một “{name}” trong mỗi đơn hàng.",
  "cart.error.badForm": "Yêu cầu thêm vào giỏ hàng không hợp lệ. Vui lòng kiểm tra số lượng rồi thử lại.",
  "cart.error.tooMany": "Bạn thêm vào giỏ hàng quá nhanh. Vui lòng đợi một lát rồi thử lại.",
} as const;

export const tCartPage = /* @__PURE__ */ translator(cartPageMessages);
