import { translator } from "../format";

/**
 * Messages of the product-form area, kept out of the catalogue every page ships (../vi.ts): only pages
 * that show it load them.
 */
export const productFormMessages = {
  "productForm.decrease": "Giảm số lượng",
  "productForm.increase": "Tăng số lượng",
  "productForm.quantityNow": "Số lượng: {quantity}",
  "productForm.reset": "Xóa lựa chọn",
  "productForm.resetDone": "Đã xóa các lựa chọn.",
  "productForm.optionOutOfStock": "(hết hàng)",
  "productForm.optionUnavailable": "(không có)",
  "productForm.optionOutOfStockTitle": "{name} – hết hàng với lựa chọn hiện tại",
  "productForm.optionUnavailableTitle": "{name} – không có với lựa chọn hiện tại",
  "productForm.chooseFirst": "Vui lòng chọn {missing} trước khi thêm vào giỏ hàng.",
  "productForm.variationOutOfStock": "Rất tiếc, phân loại bạn chọn hiện đã hết hàng. Vui lòng chọn phân loại khác.",
  "productForm.variationNotFound": "Sản phẩm này hiện không có phân loại bạn chọn. Vui lòng chọn kết hợp khác.",
  "productForm.soldOut": "Sản phẩm này tạm hết hàng. Bạn vui lòng quay lại sau.",
  "productForm.stickyBar": "Thêm nhanh vào giỏ hàng",
  "productForm.adding": "Đang thêm vào giỏ hàng…",
  "productForm.groupedCaption": "Các sản phẩm trong “{name}”: chọn số lượng từng sản phẩm rồi thêm vào giỏ hàng",
  "productForm.groupedProduct": "Sản phẩm",
  "productForm.groupedPrice": "Giá",
  "productForm.groupedQuantity": "Số lượng",
  "productForm.groupedEmpty": "Bộ sản phẩm này hiện chưa có sản phẩm nào.",
} as const;

export const tProductForm = translator(productFormMessages);
