/** Messages of the cart's scripts in the browser (add to cart, mini cart), merged into the catalogue by ../vi.ts. */
export const cartMessages = {
  "cart.added": "Đã thêm sản phẩm vào giỏ hàng.",
  "cart.addFailed": "Chưa thêm được sản phẩm vào giỏ hàng. Vui lòng kiểm tra kết nối mạng rồi thử lại.",
  "cart.removed": "Đã xóa sản phẩm khỏi giỏ hàng.",
  "cart.quantityUpdated": "Đã cập nhật số lượng trong giỏ hàng.",
  "cart.quantityFailed": "Chưa cập nhật được số lượng. Vui lòng thử lại.",
  // Also the link the scripts put beside a button after an add: here, not with the cart page's messages, which they would load.
  "cart.viewCart": "Xem giỏ hàng",
} as const;
