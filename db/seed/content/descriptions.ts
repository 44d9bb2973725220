import { escapeHtml, p, ul } from "../html";
import type { Random } from "../random";
import { MATERIALS, SIZE_GUIDE, type MaterialSlug, type Size } from "./attributes";
import type { ProductGroup } from "./categories";
import { SHOP } from "./shop";

/** What a product page says, composed from the product's own facts and a few templates per group. */
export type DescriptionInput = {
  name: string;
  group: ProductGroup;
  pitch: string;
  features: readonly string[];
  material?: MaterialSlug;
  /** Apparel sizes on offer: adds a size guide. */
  sizes?: readonly Size[];
  gift: boolean;
};

const CRAFT: Record<ProductGroup, readonly string[]> = {
  apparel: [
    "Mỗi thiết kế được may thử và chỉnh phom nhiều lần trên người mặc thật trước khi lên kệ.",
    "Đường may tỉ mỉ, chỉ thừa được cắt gọn, mặt trong cũng chỉn chu như mặt ngoài.",
    "Phom dáng được tính toán cho vóc dáng người Việt, mặc vừa vặn ngay mà không cần sửa.",
  ],
  shoes: [
    "Khâu hoàn thiện cuối cùng được làm thủ công, từng đường keo, đường chỉ đều được kiểm tra kỹ.",
    "Form giày thiết kế theo bàn chân người Việt, hơi bè ngang nên không bị chật mũi khi đi lâu.",
  ],
  bags: [
    "Các góc chịu lực được may gia cố, nhờ vậy túi giữ phom tốt sau thời gian dài sử dụng.",
    "Từng đường chỉ, từng đầu khóa đều được kiểm tra trước khi đóng gói gửi đến bạn.",
  ],
  accessories: [
    "Một chi tiết nhỏ nhưng đủ tạo nên dấu ấn riêng cho phong cách của bạn.",
    "Sản phẩm được đóng hộp cẩn thận, sẵn sàng làm quà tặng cho người thân và đồng nghiệp.",
  ],
  home: [
    "Chúng tôi đã dùng thử sản phẩm trong chính căn bếp và phòng khách của mình trước khi giới thiệu đến bạn.",
    "Thiết kế gọn gàng, màu sắc trung tính, dễ dàng hòa hợp với nhiều phong cách nội thất.",
  ],
  beauty: [
    "Sản phẩm đã được công bố mỹ phẩm theo quy định, hạn sử dụng còn tối thiểu 18 tháng khi đến tay bạn.",
    "Công thức đã qua kiểm nghiệm da liễu và không thử nghiệm trên động vật.",
  ],
};

const CARE: Record<ProductGroup, readonly string[]> = {
  apparel: [
    "Giặt tay hoặc giặt máy ở chế độ nhẹ với nước dưới 30 °C, lộn trái khi giặt và phơi nơi thoáng mát, tránh nắng gắt để giữ màu vải.",
    "Nên giặt riêng trong vài lần đầu, không ngâm lâu trong xà phòng và ủi ở nhiệt độ thấp.",
  ],
  shoes: [
    "Lau bụi bằng khăn mềm sau mỗi lần đi, để giày nơi khô ráo và nhét giấy báo vào trong khi cất lâu ngày.",
    "Tránh phơi giày dưới nắng gắt; nếu bị ướt, hãy để khô tự nhiên trong bóng râm.",
  ],
  bags: [
    "Tránh để túi tiếp xúc lâu với nước và ánh nắng trực tiếp; khi không dùng, nhồi giấy vào trong và cất trong túi vải đi kèm.",
  ],
  accessories: [
    "Lau sạch bằng khăn mềm, khô sau khi dùng và cất trong hộp để tránh va đập, trầy xước.",
  ],
  home: [
    "Đọc kỹ hướng dẫn đi kèm trước lần dùng đầu tiên; vệ sinh bằng khăn mềm và nước rửa trung tính, không dùng miếng cọ kim loại.",
  ],
  beauty: [
    "Bảo quản nơi khô ráo, thoáng mát và đậy nắp kín sau khi dùng. Nếu da bạn nhạy cảm, hãy thử trước trên một vùng da nhỏ.",
  ],
};

const CLOSING: readonly string[] = [
  `${SHOP.name} giao hàng toàn quốc, miễn phí vận chuyển cho đơn từ ${SHOP.freeShippingFrom} và hỗ trợ đổi trả trong 7 ngày.`,
  "Bạn được kiểm tra hàng trước khi thanh toán; nếu sản phẩm có lỗi từ nhà sản xuất, chúng tôi đổi mới hoàn toàn miễn phí.",
  `Cần tư vấn thêm? Hãy gọi ${SHOP.phone} hoặc nhắn tin cho chúng tôi, đội ngũ chăm sóc khách hàng trả lời trong vòng 15 phút giờ hành chính.`,
];

const GIFT_NOTE = "Chọn thêm dịch vụ gói quà miễn phí ở bước thanh toán, kèm thiệp viết tay theo lời nhắn của bạn.";

/** The product page's HTML description: several paragraphs and lists. */
export function productDescription(input: DescriptionInput, rng: Random): string {
  const blocks = [
    p(`<strong>${escapeHtml(input.name)}</strong> – ${escapeHtml(input.pitch)} ${rng.pick(CRAFT[input.group])}`),
    p("<strong>Điểm nổi bật</strong>"),
    ul(input.features.map(escapeHtml)),
  ];
  if (input.material) {
    const material = MATERIALS[input.material];
    blocks.push(p(`Chất liệu <strong>${material.name.toLowerCase()}</strong>: ${material.note}.`));
  }
  if (input.sizes && input.sizes.length > 0) {
    blocks.push(p("<strong>Gợi ý chọn size</strong>"), ul(input.sizes.map((size) => `${size}: ${SIZE_GUIDE[size]}`)));
  }
  blocks.push(p(rng.pick(CARE[input.group])));
  blocks.push(p(input.gift ? `${GIFT_NOTE} ${rng.pick(CLOSING)}` : rng.pick(CLOSING)));
  return blocks.join("\n");
}
