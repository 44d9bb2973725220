import { translator } from "../format";

/**
 * The back office's words for making and removing products, their variations, and the product
 * attributes with their terms and swatches (and their REST API's errors): never shipped to shoppers.
 */
export const catalogAdminMessages = {
  // REST errors, as WooCommerce's Vietnamese translation words them where it has them.
  "rest.alreadyTrashed": "Sản phẩm này đã bị xóa.",
  "rest.noTrash": "Tài nguyên này không hỗ trợ thùng rác: hãy xóa hẳn với force=true.",
  "rest.invalidImage": "#{ids} không phải là ID ảnh hợp lệ.",
  "rest.notVariable": "Chỉ sản phẩm có biến thể mới thêm được biến thể.",
  "rest.variationPriceRequired": "regular_price: biến thể cần có giá thường.",
  "rest.unknownAttribute": "Không có thuộc tính sản phẩm nào có ID: {name}.",
  "rest.unknownOption": "“{name}” không phải là một giá trị của thuộc tính này.",
  "rest.notForVariations": "Thuộc tính “{name}” chưa được dùng cho biến thể của sản phẩm này.",
  "rest.attributeInvalid": "Tài nguyên không tồn tại.",
  "rest.attributeNameEmpty": "Tên thuộc tính không được để trống.",
  "rest.termNameEmpty": "Tên giá trị không được để trống.",
  "rest.slugTaken": "Đường dẫn “{slug}” đã được dùng.",
  "rest.slugTooLong": "Đường dẫn “{slug}” quá dài (tối đa 28 ký tự).",
  "rest.slugInvalid": "Đường dẫn phải có ít nhất một chữ cái hoặc chữ số.",
  "rest.termExists": "Đã có một giá trị cùng tên hoặc đường dẫn trong thuộc tính này.",
  "rest.color": "phải là mã màu dạng #rrggbb.",
  "rest.batchTooLarge": "Không thể xử lý quá {limit} mục trong một yêu cầu.",
  "rest.typeCreateOnly": "type chỉ đặt được khi tạo sản phẩm.",
} as const;

/** `t()` for these messages. */
export const tCatalogAdmin = translator(catalogAdminMessages);
